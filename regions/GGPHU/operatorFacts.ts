/**
 * Hungary's operator facts, labelled in Hungarian. Each stays `unknown` until the team in `suppliedBy` gives it
 * in writing; while one is unknown the pages leave its sentence out, `npm run check` lists it and the production
 * deploy refuses to run (scripts/deploy/requireOperatorFacts.ts).
 */
import {type RegionOperatorFacts, unknown} from '../operatorFacts';

export const operatorFacts: RegionOperatorFacts = {
  suppliers: {
    compliance: 'a megfelelőségi (jogi) csapat',
    dataProtection: 'az adatvédelmi tisztviselő',
    support: 'az ügyfélszolgálat vezetője',
    payments: 'a pénztárért felelős csapat',
    partners: 'a partnerprogram csapata',
    talent: 'a tehetséggondozó (streamer) csapat',
    promotions: 'a promóciós csapat',
  },
  facts: {
    operatorCompany: {
      label: 'a szolgáltatást Magyarországon nyújtó üzemeltető cég bejegyzett neve',
      suppliedBy: 'compliance',
      kind: 'text',
      value: unknown,
    },
    operatorAddress: {label: 'az üzemeltető cég székhelye', suppliedBy: 'compliance', kind: 'text', value: unknown},
    licenceNumber: {label: 'a szerencsejáték-engedély száma', suppliedBy: 'compliance', kind: 'text', value: unknown},
    licensingAuthority: {
      label: 'az engedélyt kiadó hatóság',
      suppliedBy: 'compliance',
      kind: 'text',
      value: unknown,
    },
    supervisoryAuthority: {
      label: 'a szolgáltatást felügyelő hatóság',
      suppliedBy: 'compliance',
      kind: 'text',
      value: unknown,
    },
    disputeResolutionBody: {
      label: 'az alternatív vitarendezési testület (a 2025. augusztus 14-i ÁSZF szerinti új testület)',
      suppliedBy: 'compliance',
      kind: 'text',
      value: unknown,
    },
    governingLaw: {
      label: 'az ÁSZF-re irányadó jog (melyik ország joga)',
      suppliedBy: 'compliance',
      kind: 'text',
      value: unknown,
    },
    dataController: {
      label: 'az adatkezelő neve és címe',
      suppliedBy: 'dataProtection',
      kind: 'text',
      value: unknown,
    },
    dataProtectionEmail: {
      label: 'az adatvédelmi tisztviselő e-mail-címe',
      suppliedBy: 'dataProtection',
      kind: 'email',
      value: unknown,
    },
    supportEmail: {label: 'az ügyfélszolgálat e-mail-címe', suppliedBy: 'support', kind: 'email', value: unknown},
    partnersEmail: {label: 'a partnerprogram e-mail-címe', suppliedBy: 'partners', kind: 'email', value: unknown},
    talentEmail: {
      label: 'a tehetséggondozó csapat e-mail-címe (streamerprogram)',
      suppliedBy: 'talent',
      kind: 'email',
      value: unknown,
    },
    chatResponseTime: {
      label: 'a chat válaszideje („általában 5 percen belül”)',
      suppliedBy: 'support',
      kind: 'text',
      value: unknown,
    },
    helpCentreResponseTime: {
      label: 'a kliens súgóközpontjának válaszideje',
      suppliedBy: 'support',
      kind: 'text',
      value: unknown,
    },
    emailResponseTime: {
      label: 'az e-mailes megkeresések válaszideje',
      suppliedBy: 'support',
      kind: 'text',
      value: unknown,
    },
    paymentMethods: {
      label: 'a Magyarországról elérhető befizetési és kifizetési módok neve és a számla pénzneme',
      suppliedBy: 'payments',
      kind: 'text',
      value: unknown,
    },
    rngTestLab: {
      label: 'a véletlenszám-generátort tanúsító független laboratórium neve és a tanúsítvány éve',
      suppliedBy: 'compliance',
      kind: 'text',
      value: unknown,
    },
    gamblingHelplinePhone: {
      label: 'az ELTE Szerencsejátékos Segélytelefon telefonszáma (a Felelős játék oldalra)',
      suppliedBy: 'compliance',
      kind: 'text',
      value: unknown,
    },
    regulatorHelplinePhone: {
      label:
        'az SZTFH játékosvédelmi zöld száma, ha a megfelelőségi csapat megerősíti, hogy működik (a Felelős játék oldalra)',
      suppliedBy: 'compliance',
      kind: 'text',
      value: unknown,
    },
    limitTools: {
      label:
        'a kliensben beállítható limitek és eszközök (befizetési, tét-, veszteség- és játékidőlimit, időemlékeztető)',
      suppliedBy: 'compliance',
      kind: 'text',
      value: unknown,
    },
    limitChangeWaitingTime: {
      label: 'mikor lép életbe egy limit szigorítása, és mennyi a várakozási idő a lazításig',
      suppliedBy: 'compliance',
      kind: 'text',
      value: unknown,
    },
    timeOutPeriods: {
      label: 'a választható szünetek (time-out) időtartama, és visszavonható-e a szünet a lejárta előtt',
      suppliedBy: 'compliance',
      kind: 'text',
      value: unknown,
    },
    selfExclusionPeriods: {
      label: 'a választható önkizárási időszakok, és melyik mikor oldható fel',
      suppliedBy: 'compliance',
      kind: 'text',
      value: unknown,
    },
    nationalSelfExclusionScope: {
      label: 'kiterjed-e az SZTFH-nál tett jelentős önkorlátozó nyilatkozat a GGPokerre (a magyar engedélytől függ)',
      suppliedBy: 'compliance',
      kind: 'text',
      value: unknown,
    },
    welcomeFreeCredit: {
      label: 'az ingyenes üdvözlő jutalom jóváírásának feltétele (kell-e hozzá befizetés, mikor kapod meg)',
      suppliedBy: 'promotions',
      kind: 'text',
      value: unknown,
    },
    welcomeBonusRelease: {
      label: 'az üdvözlő bónusz felszabadításának szabálya (mennyi és milyen játékkal)',
      suppliedBy: 'promotions',
      kind: 'text',
      value: unknown,
    },
    welcomeBonusDeadline: {
      label: 'az üdvözlő bónusz igénylésének és felszabadításának határideje',
      suppliedBy: 'promotions',
      kind: 'text',
      value: unknown,
    },
    welcomeBonusGames: {
      label: 'az üdvözlő bónusz felszabadításába beszámító játékok',
      suppliedBy: 'promotions',
      kind: 'text',
      value: unknown,
    },
    welcomeBonusExpiry: {
      label: 'mi lesz a fel nem szabadított bónusszal a határidő után és kifizetéskor',
      suppliedBy: 'promotions',
      kind: 'text',
      value: unknown,
    },
    welcomeBonusEligibility: {
      label: 'ki kaphatja meg az üdvözlő ajánlatot: hányszor, melyik befizetésre, és személyre szól-e',
      suppliedBy: 'promotions',
      kind: 'text',
      value: unknown,
    },
    bonusWithdrawalRules: {
      label: 'mikor vonhatja vissza az üzemeltető a bónuszt és az abból származó nyereményt (visszaélés, több fiók)',
      suppliedBy: 'promotions',
      kind: 'text',
      value: unknown,
    },
    streamerCashbackBase: {
      label:
        'a streamer-cashback alapja (jutalék, nevezési díj vagy veszteség), felső határa és formája (készpénz vagy bónusz)',
      suppliedBy: 'promotions',
      kind: 'text',
      value: unknown,
    },
    streamerCashbackWeek: {
      label: 'a streamer-cashback heti szabálya (mi lesz azzal a héttel, amelyen a feltételek nem teljesülnek)',
      suppliedBy: 'promotions',
      kind: 'text',
      value: unknown,
    },
    spinGoldTopMultiplierChance: {
      label: 'a Spin & Gold legnagyobb szorzójának esélye (a szorzótábla forrása)',
      suppliedBy: 'promotions',
      kind: 'text',
      value: unknown,
    },
    partnerSiteLinks: {
      label:
        'jogi döntés: mutathat-e a magyar oldal hivatkozást a ggpoker.com és a ggpoker.eu oldalra (lábléc, régióválasztó, Kapcsolat)',
      suppliedBy: 'compliance',
      kind: 'text',
      value: unknown,
    },
    worldRecordNameUse: {
      label: 'jogi döntés: használhatja-e az oldal a Guinness World Records nevét (az engedély és a forrása)',
      suppliedBy: 'compliance',
      kind: 'text',
      value: unknown,
    },
  },
};
