/** Hungary's operator facts, labelled in Hungarian (rules: `src/data/operatorFacts.ts`). */
import {regionFacts} from '../operatorFacts';

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
    operatorCompany: 'a szolgáltatást Magyarországon nyújtó üzemeltető cég bejegyzett neve',
    operatorAddress: 'az üzemeltető cég székhelye',
    licenceNumber: 'a szerencsejáték-engedély száma',
    licensingAuthority: 'az engedélyt kiadó hatóság',
    supervisoryAuthority: 'a szolgáltatást felügyelő hatóság',
    disputeResolutionBody: 'az alternatív vitarendezési testület (a 2025. augusztus 14-i ÁSZF szerinti új testület)',
    governingLaw: 'az ÁSZF-re irányadó jog (melyik ország joga)',
    dataController: 'az adatkezelő neve és címe',
    dataProtectionEmail: 'az adatvédelmi tisztviselő e-mail-címe',
    supportEmail: 'az ügyfélszolgálat e-mail-címe',
    partnersEmail: 'a partnerprogram e-mail-címe',
    talentEmail: 'a tehetséggondozó csapat e-mail-címe (streamerprogram)',
    chatResponseTime: 'a chat válaszideje („általában 5 percen belül”)',
    helpCentreResponseTime: 'a kliens súgóközpontjának válaszideje',
    emailResponseTime: 'az e-mailes megkeresések válaszideje',
    paymentMethods: 'a Magyarországról elérhető befizetési és kifizetési módok neve és a számla pénzneme',
    rngTestLab: 'a véletlenszám-generátort tanúsító független laboratórium neve és a tanúsítvány éve',
    gamblingHelplinePhone: 'az ELTE Szerencsejátékos Segélytelefon telefonszáma (a Felelős játék oldalra)',
    regulatorHelplinePhone:
      'az SZTFH játékosvédelmi zöld száma, ha a megfelelőségi csapat megerősíti, hogy működik (a Felelős játék oldalra)',
    limitTools:
      'a kliensben beállítható limitek és eszközök (befizetési, tét-, veszteség- és játékidőlimit, időemlékeztető)',
    limitChangeWaitingTime: 'mikor lép életbe egy limit szigorítása, és mennyi a várakozási idő a lazításig',
    timeOutPeriods: 'a választható szünetek időtartama, és visszavonható-e a szünet a lejárta előtt',
    selfExclusionPeriods: 'a választható önkizárási időszakok, és melyik mikor oldható fel',
    nationalSelfExclusionScope:
      'kiterjed-e az SZTFH-nál tett jelentős önkorlátozó nyilatkozat a GGPokerre (a magyar engedélytől függ)',
    welcomeFreeCredit: 'az ingyenes üdvözlő jutalom jóváírásának feltétele (kell-e hozzá befizetés, mikor kapod meg)',
    welcomeBonusRelease: 'az üdvözlő bónusz felszabadításának szabálya (mennyi és milyen játékkal)',
    welcomeBonusDeadline: 'az üdvözlő bónusz igénylésének és felszabadításának határideje',
    welcomeBonusGames: 'az üdvözlő bónusz felszabadításába beszámító játékok',
    welcomeBonusExpiry: 'mi lesz a fel nem szabadított bónusszal a határidő után és kifizetéskor',
    welcomeBonusEligibility: 'ki kaphatja meg az üdvözlő ajánlatot: hányszor, melyik befizetésre, és személyre szól-e',
    bonusWithdrawalRules:
      'mikor vonhatja vissza az üzemeltető a bónuszt és az abból származó nyereményt (visszaélés, több fiók)',
    streamerCashbackBase:
      'a streamer-cashback alapja (jutalék, nevezési díj vagy veszteség), felső határa és formája (készpénz vagy bónusz)',
    streamerCashbackWeek:
      'a streamer-cashback heti szabálya (mi lesz azzal a héttel, amelyen a feltételek nem teljesülnek)',
    spinGoldTopMultiplierChance: 'a Spin & Gold legnagyobb szorzójának esélye (a szorzótábla forrása)',
    partnerSiteLinks:
      'jogi döntés: mutathat-e a magyar oldal hivatkozást a GGPoker nemzetközi és európai oldalára (lábléc, régióválasztó, Kapcsolat)',
    worldRecordNameUse:
      'jogi döntés: használhatja-e az oldal a világrekordot hitelesítő szervezet nevét (az engedély és a forrása)',
  },
});
