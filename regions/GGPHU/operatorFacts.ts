/**
 * Hungary's operator facts, labelled in Hungarian. Each stays `unknown` until the team that supplies it
 * (`regions/operatorFacts.ts`) gives it in writing; while one is unknown the pages leave its sentence out,
 * `npm run check` lists it and the production deploy refuses to run (scripts/deploy/requireOperatorFacts.ts).
 */
import {regionFacts, unknown} from '../operatorFacts';

export const operatorFacts = regionFacts({
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
    operatorCompany: {label: 'a szolgáltatást Magyarországon nyújtó üzemeltető cég bejegyzett neve', value: unknown},
    operatorAddress: {label: 'az üzemeltető cég székhelye', value: unknown},
    licenceNumber: {label: 'a szerencsejáték-engedély száma', value: unknown},
    licensingAuthority: {label: 'az engedélyt kiadó hatóság', value: unknown},
    supervisoryAuthority: {label: 'a szolgáltatást felügyelő hatóság', value: unknown},
    disputeResolutionBody: {
      label: 'az alternatív vitarendezési testület (a 2025. augusztus 14-i ÁSZF szerinti új testület)',
      value: unknown,
    },
    governingLaw: {label: 'az ÁSZF-re irányadó jog (melyik ország joga)', value: unknown},
    dataController: {label: 'az adatkezelő neve és címe', value: unknown},
    dataProtectionEmail: {label: 'az adatvédelmi tisztviselő e-mail-címe', value: unknown},
    supportEmail: {label: 'az ügyfélszolgálat e-mail-címe', value: unknown},
    partnersEmail: {label: 'a partnerprogram e-mail-címe', value: unknown},
    talentEmail: {label: 'a tehetséggondozó csapat e-mail-címe (streamerprogram)', value: unknown},
    chatResponseTime: {label: 'a chat válaszideje („általában 5 percen belül”)', value: unknown},
    helpCentreResponseTime: {label: 'a kliens súgóközpontjának válaszideje', value: unknown},
    emailResponseTime: {label: 'az e-mailes megkeresések válaszideje', value: unknown},
    paymentMethods: {
      label: 'a Magyarországról elérhető befizetési és kifizetési módok neve és a számla pénzneme',
      value: unknown,
    },
    rngTestLab: {
      label: 'a véletlenszám-generátort tanúsító független laboratórium neve és a tanúsítvány éve',
      value: unknown,
    },
    gamblingHelplinePhone: {
      label: 'az ELTE Szerencsejátékos Segélytelefon telefonszáma (a Felelős játék oldalra)',
      value: unknown,
    },
    regulatorHelplinePhone: {
      label:
        'az SZTFH játékosvédelmi zöld száma, ha a megfelelőségi csapat megerősíti, hogy működik (a Felelős játék oldalra)',
      value: unknown,
    },
    limitTools: {
      label:
        'a kliensben beállítható limitek és eszközök (befizetési, tét-, veszteség- és játékidőlimit, időemlékeztető)',
      value: unknown,
    },
    limitChangeWaitingTime: {
      label: 'mikor lép életbe egy limit szigorítása, és mennyi a várakozási idő a lazításig',
      value: unknown,
    },
    timeOutPeriods: {
      label: 'a választható szünetek időtartama, és visszavonható-e a szünet a lejárta előtt',
      value: unknown,
    },
    selfExclusionPeriods: {label: 'a választható önkizárási időszakok, és melyik mikor oldható fel', value: unknown},
    nationalSelfExclusionScope: {
      label: 'kiterjed-e az SZTFH-nál tett jelentős önkorlátozó nyilatkozat a GGPokerre (a magyar engedélytől függ)',
      value: unknown,
    },
    welcomeFreeCredit: {
      label: 'az ingyenes üdvözlő jutalom jóváírásának feltétele (kell-e hozzá befizetés, mikor kapod meg)',
      value: unknown,
    },
    welcomeBonusRelease: {
      label: 'az üdvözlő bónusz felszabadításának szabálya (mennyi és milyen játékkal)',
      value: unknown,
    },
    welcomeBonusDeadline: {label: 'az üdvözlő bónusz igénylésének és felszabadításának határideje', value: unknown},
    welcomeBonusGames: {label: 'az üdvözlő bónusz felszabadításába beszámító játékok', value: unknown},
    welcomeBonusExpiry: {
      label: 'mi lesz a fel nem szabadított bónusszal a határidő után és kifizetéskor',
      value: unknown,
    },
    welcomeBonusEligibility: {
      label: 'ki kaphatja meg az üdvözlő ajánlatot: hányszor, melyik befizetésre, és személyre szól-e',
      value: unknown,
    },
    bonusWithdrawalRules: {
      label: 'mikor vonhatja vissza az üzemeltető a bónuszt és az abból származó nyereményt (visszaélés, több fiók)',
      value: unknown,
    },
    streamerCashbackBase: {
      label:
        'a streamer-cashback alapja (jutalék, nevezési díj vagy veszteség), felső határa és formája (készpénz vagy bónusz)',
      value: unknown,
    },
    streamerCashbackWeek: {
      label: 'a streamer-cashback heti szabálya (mi lesz azzal a héttel, amelyen a feltételek nem teljesülnek)',
      value: unknown,
    },
    spinGoldTopMultiplierChance: {
      label: 'a Spin & Gold legnagyobb szorzójának esélye (a szorzótábla forrása)',
      value: unknown,
    },
    partnerSiteLinks: {
      label:
        'jogi döntés: mutathat-e a magyar oldal hivatkozást a GGPoker nemzetközi és európai oldalára (lábléc, régióválasztó, Kapcsolat)',
      value: unknown,
    },
    worldRecordNameUse: {
      label:
        'jogi döntés: használhatja-e az oldal a világrekordot hitelesítő szervezet nevét (az engedély és a forrása)',
      value: unknown,
    },
  },
});
