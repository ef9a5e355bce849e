/**
 * Canada's operator facts, labelled in English: its operator, registration and regulator are its own, not
 * Hungary's. Each stays `unknown` until the team that supplies it (`regions/operatorFacts.ts`) gives it in
 * writing; while one is unknown the pages leave its sentence out, `REGION=GGPCA npm run check` lists it and the
 * deploy refuses to run.
 */
import {known, regionFacts, unknown} from '../operatorFacts';

export const operatorFacts = regionFacts({
  suppliers: {
    compliance: 'the compliance (legal) team',
    dataProtection: 'the privacy officer',
    support: 'the head of customer support',
    payments: 'the payments team',
    partners: 'the affiliate programme team',
    talent: 'the talent (streamer) team',
    promotions: 'the promotions team',
  },
  facts: {
    operatorCompany: {label: 'the registered name of the company that operates the service in Canada', value: unknown},
    operatorAddress: {label: "the operating company's registered office", value: unknown},
    licenceNumber: {label: "the operator's registration or licence number in Canada", value: unknown},
    licensingAuthority: {label: 'the provincial authority that registered or licensed the operator', value: unknown},
    supervisoryAuthority: {label: 'the provincial body that oversees the service', value: unknown},
    disputeResolutionBody: {
      label: 'the independent dispute resolution provider named in the Canadian terms',
      value: unknown,
    },
    governingLaw: {label: 'the law that governs the Canadian terms (which province)', value: unknown},
    dataController: {
      label: 'the name and address of the organization responsible for personal information',
      value: unknown,
    },
    dataProtectionEmail: {label: "the privacy officer's email address", value: unknown},
    supportEmail: {label: "customer support's email address", value: unknown},
    partnersEmail: {label: "the affiliate programme's email address", value: unknown},
    talentEmail: {label: "the talent team's email address (streamer programme)", value: unknown},
    chatResponseTime: {label: "the chat's response time", value: unknown},
    helpCentreResponseTime: {label: "the client help centre's response time", value: unknown},
    emailResponseTime: {label: 'the response time to emails', value: unknown},
    paymentMethods: {
      label: 'the deposit and withdrawal methods available in Canada, and the account currency',
      value: unknown,
    },
    rngTestLab: {
      label: 'the independent lab that certifies the random number generator, and the year of its certificate',
      value: unknown,
    },
    gamblingHelplinePhone: {
      label: 'the phone number of the problem gambling helpline for the responsible gaming page',
      // The number and its source as the responsible gaming page has stated them since they were written in
      // (the date); nobody has compared them with the website since. Whoever does writes that day here.
      value: known('1-866-531-2600', {
        title: "ConnexOntario, the service's website",
        reference: 'https://www.connexontario.ca/',
        checked: '2026-11-27',
      }),
    },
    regulatorHelplinePhone: {
      label: "the regulator's player-protection phone line, if compliance wants one on the responsible gaming page",
      value: unknown,
    },
    limitTools: {
      label: 'the limits and tools players can set in the client (deposit, wager, loss and session limits, reminders)',
      value: unknown,
    },
    limitChangeWaitingTime: {
      label: 'when tightening a limit takes effect, and the waiting period before loosening one',
      value: unknown,
    },
    timeOutPeriods: {
      label: 'the time-out lengths players can choose, and whether a time-out can be ended early',
      value: unknown,
    },
    selfExclusionPeriods: {
      label: 'the self-exclusion periods players can choose, and when each can be lifted',
      value: unknown,
    },
    nationalSelfExclusionScope: {label: "whether a province's self-exclusion program covers this site", value: unknown},
    welcomeFreeCredit: {
      label: 'how the free welcome reward is credited (whether it needs a deposit, and when it arrives)',
      value: unknown,
    },
    welcomeBonusRelease: {label: 'how the welcome bonus is released (how much play, in which games)', value: unknown},
    welcomeBonusDeadline: {label: 'the deadline to claim and to release the welcome bonus', value: unknown},
    welcomeBonusGames: {label: 'the games that count towards releasing the welcome bonus', value: unknown},
    welcomeBonusExpiry: {
      label: 'what happens to an unreleased bonus after the deadline and on a withdrawal',
      value: unknown,
    },
    welcomeBonusEligibility: {
      label: 'who can get a welcome offer: how many times, on which deposit, and whether it is personal',
      value: unknown,
    },
    bonusWithdrawalRules: {
      label: 'when the operator may take back a bonus and its winnings (abuse, several accounts)',
      value: unknown,
    },
    streamerCashbackBase: {
      label: "the streamer cashback's base (rake, fees or losses), its cap and its form (cash or bonus)",
      value: unknown,
    },
    streamerCashbackWeek: {
      label: "the streamer cashback's weekly rule (what happens to a week whose conditions are not met)",
      value: unknown,
    },
    spinGoldTopMultiplierChance: {
      label: "the chance of Spin & Gold's top multiplier (the source of the multiplier table)",
      value: unknown,
    },
    partnerSiteLinks: {
      label:
        'legal decision: whether the Ontario site may link to ggpoker.com and ggpoker.eu (footer, region selector, Contact)',
      value: unknown,
    },
    worldRecordNameUse: {
      label: 'legal decision: whether the site may use the Guinness World Records name (the permission and its source)',
      value: unknown,
    },
  },
});
