/**
 * Canada's operator facts, labelled in English: its operator, registration and regulator are its own, not
 * Hungary's (rules: `src/data/operatorFacts.ts`).
 */
import {known, regionFacts} from '../operatorFacts';

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
    operatorCompany: 'the registered name of the company that operates the service in Canada',
    operatorAddress: "the operating company's registered office",
    licenceNumber: "the operator's registration or licence number in Canada",
    licensingAuthority: 'the provincial authority that registered or licensed the operator',
    supervisoryAuthority: 'the provincial body that oversees the service',
    disputeResolutionBody: 'the independent dispute resolution provider named in the Canadian terms',
    governingLaw: 'the law that governs the Canadian terms (which province)',
    dataController: 'the name and address of the organization responsible for personal information',
    dataProtectionEmail: "the privacy officer's email address",
    supportEmail: "customer support's email address",
    partnersEmail: "the affiliate programme's email address",
    talentEmail: "the talent team's email address (streamer programme)",
    chatResponseTime: "the chat's response time",
    helpCentreResponseTime: "the client help centre's response time",
    emailResponseTime: 'the response time to emails',
    paymentMethods: 'the deposit and withdrawal methods available in Canada, and the account currency',
    rngTestLab: 'the independent lab that certifies the random number generator, and the year of its certificate',
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
    regulatorHelplinePhone:
      "the regulator's player-protection phone line, if compliance wants one on the responsible gaming page",
    limitTools:
      'the limits and tools players can set in the client (deposit, wager, loss and session limits, reminders)',
    limitChangeWaitingTime: 'when tightening a limit takes effect, and the waiting period before loosening one',
    timeOutPeriods: 'the time-out lengths players can choose, and whether a time-out can be ended early',
    selfExclusionPeriods: 'the self-exclusion periods players can choose, and when each can be lifted',
    nationalSelfExclusionScope: "whether a province's self-exclusion program covers this site",
    welcomeFreeCredit: 'how the free welcome reward is credited (whether it needs a deposit, and when it arrives)',
    welcomeBonusRelease: 'how the welcome bonus is released (how much play, in which games)',
    welcomeBonusDeadline: 'the deadline to claim and to release the welcome bonus',
    welcomeBonusGames: 'the games that count towards releasing the welcome bonus',
    welcomeBonusExpiry: 'what happens to an unreleased bonus after the deadline and on a withdrawal',
    welcomeBonusEligibility:
      'who can get a welcome offer: how many times, on which deposit, and whether it is personal',
    bonusWithdrawalRules: 'when the operator may take back a bonus and its winnings (abuse, several accounts)',
    streamerCashbackBase: "the streamer cashback's base (rake, fees or losses), its cap and its form (cash or bonus)",
    streamerCashbackWeek: "the streamer cashback's weekly rule (what happens to a week whose conditions are not met)",
    spinGoldTopMultiplierChance: "the chance of Spin & Gold's top multiplier (the source of the multiplier table)",
    partnerSiteLinks:
      'legal decision: whether the Ontario site may link to ggpoker.com and ggpoker.eu (footer, region selector, Contact)',
    worldRecordNameUse:
      'legal decision: whether the site may use the Guinness World Records name (the permission and its source)',
  },
});
