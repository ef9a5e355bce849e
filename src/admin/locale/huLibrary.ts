/**
 * The Hungarian strings of the media library, Decap's shared interface parts and the editorial workflow (part of
 * `hu.ts`, where the style rules are).
 */
export const huLibrary = {
  mediaLibrary: {
    mediaLibraryCard: {
      draft: 'Piszkozat',
      copy: 'Másolás',
      copyUrl: 'Webcím másolása',
      copyPath: 'Elérési út másolása',
      copyName: 'Név másolása',
      copied: 'Másolva',
    },
    mediaLibrary: {
      onDelete: 'Biztosan törlöd a kijelölt médiafájlokat?',
      fileTooLarge: 'A fájl túl nagy.\nA beállítások szerint legfeljebb %{size} kB-os fájl tölthető fel.',
    },
    mediaLibraryModal: {
      loading: 'Betöltés…',
      close: 'Bezárás',
      noResults: 'Nincs találat.',
      noAssetsFound: 'Nincs fájl.',
      noImagesFound: 'Nincs kép.',
      private: 'Privát: ',
      images: 'Képek',
      mediaAssets: 'Médiafájlok',
      search: 'Keresés…',
      uploading: 'Feltöltés…',
      upload: 'Feltöltés',
      download: 'Letöltés',
      deleting: 'Törlés…',
      deleteSelected: 'Kijelöltek törlése',
      chooseSelected: 'Kijelöltek használata',
    },
  },
  ui: {
    default: {
      goBackToSite: 'Vissza a webhelyre',
    },
    errorBoundary: {
      title: 'Hiba',
      details: 'Hiba történt – ',
      reportIt: 'nyiss róla hibajegyet a GitHubon.',
      detailsHeading: 'Részletek',
      privacyWarning:
        'A hibajegyben előre kitöltődik a hibaüzenet és a hibakeresési adatok.\nEllenőrizd, hogy helyesek-e, és töröld belőlük az esetleges bizalmas adatokat.',
      recoveredEntry: {
        heading: 'Helyreállított dokumentum',
        warning: 'Mielőtt továbblépsz, másold ki ezt a szöveget, és mentsd el valahová!',
        copyButtonLabel: 'Másolás a vágólapra',
      },
    },
    settingsDropdown: {
      logOut: 'Kijelentkezés',
      account: 'Fiókbeállítások menü',
    },
    toast: {
      onFailToLoadEntries: 'Nem sikerült betölteni a bejegyzést: %{details}',
      onFailToLoadDeployPreview: 'Nem sikerült betölteni az előnézetet: %{details}',
      onFailToPersist: 'Nem sikerült menteni a bejegyzést: %{details}',
      onFailToDelete: 'Nem sikerült törölni a bejegyzést: %{details}',
      onFailToUpdateStatus: 'Nem sikerült módosítani az állapotot: %{details}',
      missingRequiredField: 'Hoppá, kimaradt egy kötelező mező. Mentés előtt töltsd ki.',
      entrySaved: 'Bejegyzés elmentve',
      entryPublished: 'Bejegyzés közzétéve',
      entryUnpublished: 'Bejegyzés közzététele visszavonva',
      onFailToPublishEntry: 'Nem sikerült a közzététel: %{details}',
      onFailToUnpublishEntry: 'Nem sikerült visszavonni a bejegyzés közzétételét: %{details}',
      entryUpdated: 'Bejegyzés állapota módosítva',
      onDeleteUnpublishedChanges: 'Közzé nem tett módosítások törölve',
      noteAdded: 'Jegyzet hozzáadva',
      onFailToAddNote: 'Nem sikerült hozzáadni a jegyzetet: %{details}',
      noteUpdated: 'Jegyzet módosítva',
      onFailToUpdateNote: 'Nem sikerült módosítani a jegyzetet: %{details}',
      noteDeleted: 'Jegyzet törölve',
      onFailToDeleteNote: 'Nem sikerült törölni a jegyzetet: %{details}',
      noteResolved: 'Jegyzet lezárva',
      noteReopened: 'Jegyzet újranyitva',
      onFailToToggleNote: 'Nem sikerült módosítani a jegyzet állapotát: %{details}',
      onFailToAuth: '%{details}',
      onLoggedOut: 'Kijelentkeztél. Mentsd el az adataidat, és jelentkezz be újra.',
      onBackendDown: 'A háttérszolgáltatás jelenleg nem érhető el. Részletek: %{details}',
    },
  },
  workflow: {
    workflow: {
      loading: 'A munkafolyamat bejegyzéseinek betöltése',
      workflowHeading: 'Szerkesztési munkafolyamat',
      newPost: 'Új bejegyzés',
      description:
        '%{smart_count} bejegyzés vár átnézésre, %{readyCount} kész a közzétételre. |||| %{smart_count} bejegyzés vár átnézésre, %{readyCount} kész a közzétételre. ',
      // Numbers only: Decap formats with its own dayjs, which has no Hungarian month names („November 28.”).
      dateFormat: 'YYYY. MM. DD.',
    },
    workflowCard: {
      lastChange: '%{date}, módosította: %{author}',
      lastChangeNoAuthor: '%{date}',
      lastChangeNoDate: 'Módosította: %{author}',
      deleteChanges: 'Módosítások törlése',
      deleteNewEntry: 'Új bejegyzés törlése',
      publishChanges: 'Módosítások közzététele',
      publishNewEntry: 'Új bejegyzés közzététele',
    },
    workflowList: {
      onDeleteEntry: 'Biztosan törlöd ezt a bejegyzést?',
      onPublishingNotReadyEntry:
        'Csak „Kész” állapotú bejegyzést lehet közzétenni. Húzd a kártyát a „Kész” oszlopba, utána közzéteheted.',
      onPublishEntry: 'Biztosan közzéteszed ezt a bejegyzést?',
      draftHeader: 'Piszkozatok',
      inReviewHeader: 'Átnézés alatt',
      readyHeader: 'Kész',
      currentEntries: '%{smart_count} bejegyzés |||| %{smart_count} bejegyzés',
    },
  },
} as const;
