/**
 * One example of each MDX component for the catalogue: what it is for and the props it is shown with, written
 * as a writer would write them. Typed by the props schemas (`src/components/mdxProps.ts`), so a component with
 * a schema but no example fails `tsc`, and `tests/unit/check/catalogue.test.ts` validates every example.
 */
import type {MdxComponentName} from '@site/src/components/mdxProps';

export interface CatalogueExample {
  /** What the component is for, in Hungarian. */
  summary: string;
  /** Written without an import (`true`) or with `import X from '@site/src/components/…'`. */
  global: boolean;
  props: Record<string, unknown>;
  /** Text between the opening and closing tag, if the component takes some. */
  children?: string;
  /** A component that works on one kind of page only is shown there instead: that page's route. */
  onlyOn?: string;
}

export const catalogueExamples: Record<MdxComponentName, CatalogueExample> = {
  FaqList: {
    summary: 'Gyakori kérdések látható, linkelhető címsorokkal és FAQPage strukturált adattal.',
    global: true,
    props: {items: [{question: 'Ki jelentkezhet?', answer: 'Bárki, aki elmúlt 18 éves.'}]},
  },
  DownloadSteps: {summary: 'A letöltés lépései; a szöveg a code.json-ból jön.', global: true, props: {}},
  AccountHints: {summary: 'Tanácsok a fiók létrehozásához.', global: true, props: {}},
  SystemRequirements: {summary: 'Rendszerkövetelmények a src/data adataiból.', global: true, props: {}},
  HandRankingsTable: {
    summary: 'A kézrangsor kombinációi és valószínűségei, kódból számolva.',
    global: false,
    props: {},
  },
  PreflopOddsTable: {summary: 'Előflop párharcok esélyei, kódból számolva.', global: false, props: {}},
  OutsOddsTable: {
    summary:
      'Esélyek az outok száma szerint; maxOuts a sorok száma (1–20), variant a játék: holdem (alapérték), omaha vagy short-deck.',
    global: false,
    props: {maxOuts: 8},
  },
  StartingHandsTable: {
    summary:
      "Kezdőkezek a Texas Hold'emhez mérve, kódból számolva; variant: omaha (PLO, PLO-5, PLO-6) vagy short-deck.",
    global: false,
    props: {variant: 'omaha'},
  },
  SectionIndex: {
    summary: 'Egy szakasz oldalainak listája a navigációs adatokból (a menü ugyanezt mutatja).',
    global: false,
    props: {section: '/poker-school/'},
  },
  Fig: {
    summary: 'Egy szám a figures adatokból, magyar formában (nem kézzel írt ár vagy díj).',
    global: true,
    props: {id: 'welcomeFree'},
  },
  PromoNote: {summary: 'A promóciók kötelező 18+ és feltétel-megjegyzése.', global: true, props: {}},
  PromotionList: {
    summary: 'A futó promóciók kártyái az i18n/hu/collections/promotions/*.yml fájlokból; a lejártak kimaradnak.',
    global: false,
    props: {},
  },
  TournamentList: {
    summary:
      'A meghirdetett versenyek kártyái és Event strukturált adata az i18n/hu/collections/tournaments/*.yml fájlokból.',
    global: false,
    props: {},
  },
  WorldRecordFacts: {
    summary:
      'A világrekord adatai táblázatban és a megerősítő források, a worldRecord adatokból (a /world-record/ oldalon).',
    global: false,
    props: {},
  },
  Fact: {
    summary:
      'Egy üzemeltetői adat (e-mail-cím, válaszidő, engedély) az operatorFacts adatokból; ismeretlen adatnál üres.',
    global: true,
    props: {name: 'supportEmail'},
  },
  WhenKnown: {
    summary: 'A tartalmát csak akkor mutatja, ha az üzemeltetői adat már ismert; addig a mondat kimarad.',
    global: true,
    props: {fact: 'supportEmail'},
    children: 'Írj nekünk: <Fact name="supportEmail" />.',
  },
  OperatorDetails: {
    summary: 'Az üzemeltető ismert adatai az operatorFacts adatokból (az ismeretlenek kimaradnak).',
    global: true,
    props: {},
  },
  TeamRoster: {
    summary: 'A ggteam/*.mdx profilok listája; a kitalált profilok címkével és megjegyzéssel.',
    global: true,
    props: {},
  },
  AmbassadorIntro: {
    summary: 'Egy nagykövetoldal nyitó része portréval; a szöveg a címkék közé kerül.',
    global: true,
    props: {},
    children: '# Kovács Bence',
    onlyOn: '/ggteam/kovacs-bence/',
  },
  Hand: {
    summary: 'Lapok kártyaként: érték + szín (As Kd), opcionálisan board.',
    global: true,
    props: {cards: 'As Kd', board: 'Qh Jc Ts'},
  },
  Card: {summary: 'Egyetlen lap kártyaként.', global: true, props: {card: 'Ah'}},
  HomeHero: {
    summary: 'A főoldal nyitó szakasza; a belsejében van az oldal # címe.',
    global: false,
    props: {ctaLabel: 'Töltsd le ingyen', ctaTo: '/download/'},
    children: 'Online póker Magyarországon',
  },
  MonthlyRewards: {
    summary: 'Havi jutalmak kártyákban.',
    global: false,
    props: {
      title: 'Havi jutalmak',
      items: [{highlight: '100%', title: 'Üdvözlő bónusz', text: 'Az első befizetésedre.'}],
    },
  },
  PlayersOnline: {
    summary: 'A játékosközösség és a lobby formátumai.',
    global: false,
    props: {
      title: 'Játékosok a világ minden tájáról',
      formatsTitle: 'Formátumok',
      formats: [{label: 'Omaha', to: '/poker-games/omaha/'}],
    },
  },
  FeaturedTournaments: {
    summary: 'Kiemelt versenyek kártyákban.',
    global: false,
    props: {
      title: 'Kiemelt versenyek',
      items: [{tag: 'Kvalifikáció', title: 'WSOP Express', text: 'Kvalifikációk a kliensben.'}],
    },
  },
  UniqueFeatures: {
    summary: 'Egyedi funkciók listája.',
    global: false,
    props: {title: 'Egyedi funkciók', items: [{title: 'Splash', text: 'Extra pénz a kasszában.'}]},
  },
  AnyDevice: {
    summary: 'Platformok és követelményeik.',
    global: false,
    props: {title: 'Játssz bármilyen eszközön', platforms: [{name: 'macOS', requirements: 'macOS 10.13 vagy újabb'}]},
  },
  LiveEvents: {
    summary: 'Élő események kiemelésekkel.',
    global: false,
    props: {title: 'Online út az élő versenyekre', eyebrow: 'WSOP', highlights: ['Kvalifikációk egész évben']},
  },
  FeaturedAmbassadors: {
    summary: 'Kiemelt nagykövetek; a lista magától jön.',
    global: false,
    props: {title: 'Játékstílusok közelről', showAllLabel: 'Az összes profil'},
  },
  GlobalCommunity: {
    summary: 'Közösségi linkek kártyákban.',
    global: false,
    props: {
      title: 'Globális közösség',
      items: [
        {title: 'Pókeriskola', text: 'Szabályok magyarul.', to: '/poker-school/', linkLabel: 'Irány a pókeriskola'},
      ],
    },
  },
  GetStarted: {
    summary: 'Pontosan három lépés a kezdéshez.',
    global: false,
    props: {
      title: 'Kezdj hozzá három lépésben',
      ctaLabel: 'Ugrás a letöltéshez',
      ctaTo: '/download/',
      steps: [
        {title: 'Töltsd le', text: 'Telepítsd a klienst.'},
        {title: 'Regisztrálj', text: 'Hozz létre fiókot.'},
        {title: 'Játssz', text: 'Ülj le egy asztalhoz.'},
      ],
    },
  },
  SeoText: {
    summary: 'Hosszú szöveges szakasz ### alcímekkel.',
    global: false,
    props: {title: 'Online póker'},
    children: 'Hosszabb szöveg.',
  },
};
