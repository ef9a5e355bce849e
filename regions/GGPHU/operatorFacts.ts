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
    streamerCashbackBase: {
      label:
        'a streamer-cashback alapja (jutalék, nevezési díj vagy veszteség), felső határa és formája (készpénz vagy bónusz)',
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
  },
};
