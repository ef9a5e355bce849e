/**
 * The Hungarian editor's frame (part of `hu.ts`, where the style rules are): signing in, the app's header and
 * load errors, and the collection views (sidebar, entry lists, sorting, filters).
 */
export const huShell = {
  auth: {
    login: 'Bejelentkezés',
    loggingIn: 'Bejelentkezés…',
    loginWithNetlifyIdentity: 'Bejelentkezés Netlify Identity-fiókkal',
    loginWithAzure: 'Bejelentkezés Azure-fiókkal',
    loginWithBitbucket: 'Bejelentkezés Bitbucket-fiókkal',
    loginWithGitHub: 'Bejelentkezés GitHub-fiókkal',
    loginWithGitLab: 'Bejelentkezés GitLab-fiókkal',
    loginWithGitea: 'Bejelentkezés Gitea-fiókkal',
    loginWithForgejo: 'Bejelentkezés Forgejo-fiókkal',
    errors: {
      email: 'Add meg az e-mail-címedet.',
      password: 'Add meg a jelszavadat.',
      identitySettings:
        'Nem érhetők el az azonosítási beállítások. A git-gateway háttérszolgáltatás használatához kapcsold be az Identity szolgáltatást és a Git Gatewayt.',
    },
  },
  app: {
    header: {
      content: 'Tartalom',
      workflow: 'Munkafolyamat',
      media: 'Média',
      quickAdd: 'Gyors létrehozás',
    },
    app: {
      errorHeader: 'Nem sikerült betölteni a szerkesztő beállításait',
      configErrors: 'Hibák a beállításokban',
      checkConfigYml: 'Ellenőrizd a config.yml fájlt.',
      loadingConfig: 'Beállítások betöltése…',
      waitingBackend: 'Várakozás a háttérszolgáltatásra…',
    },
    notFoundPage: {
      header: 'Az oldal nem található',
    },
  },
  collection: {
    sidebar: {
      collections: 'Gyűjtemények',
      allCollections: 'Minden gyűjtemény',
      searchAll: 'Keresés mindenhol',
      searchIn: 'Keresés ebben:',
    },
    collectionTop: {
      sortBy: 'Rendezés',
      viewAs: 'Nézet',
      viewAsList: 'Listanézet',
      viewAsGrid: 'Rácsnézet',
      newButton: '＋ %{collectionLabel}',
      newButtonAriaLabel: 'Új bejegyzés létrehozása, típusa: %{collectionLabel}',
      ascending: 'Növekvő',
      descending: 'Csökkenő',
      searchResults: 'Találatok erre: „%{searchTerm}”',
      searchResultsInCollection: 'Találatok erre: „%{searchTerm}”, ebben a gyűjteményben: %{collection}',
      filterBy: 'Szűrés',
      groupBy: 'Csoportosítás',
    },
    entries: {
      loadingEntries: 'Bejegyzések betöltése…',
      cachingEntries: 'Bejegyzések gyorsítótárazása…',
      longerLoading: 'Ez akár több percig is eltarthat',
      noEntries: 'Nincsenek bejegyzések',
      unpublishedHeader: 'Közzé nem tett bejegyzések',
    },
    groups: {
      other: 'Egyéb',
      negateLabel: 'Nem %{label}',
    },
    defaultFields: {
      author: {
        label: 'Szerző',
      },
      updatedOn: {
        label: 'Utoljára módosítva',
      },
    },
  },
} as const;
