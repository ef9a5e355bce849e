// html-validate over every built page (`npm run validate:html`, part of `npm test`): the full recommended
// set (HTML standard, accessibility, document rules). Every rule that is switched off or relaxed says why;
// a real defect in the markup is fixed in the component, never silenced here.
import {defineConfig} from 'html-validate';

export default defineConfig({
  root: true,
  extends: ['html-validate:recommended'],
  rules: {
    // Formatting only: the build minifies HTML, which drops optional quotes, optional end tags
    // (`</li>`, `</p>`, `</html>`), writes `<!doctype html>` in lower case and some void elements as
    // `<meta/>`. All of these are valid HTML; the rules are about how hand-written source looks.
    'attr-quotes': 'off',
    'no-implicit-close': 'off',
    'doctype-style': 'off',
    'void-style': 'off',
    // Also formatting: the minifier drops a `<tbody>` start tag that the standard makes optional (first in a
    // table without `<thead>`); every parser puts the element back, and the components write it.
    'prefer-tbody': 'off',
    // Relaxed to the HTML standard: an id may be any text without spaces. React's generated ids
    // (`_R_…_`) and Docusaurus's `__docusaurus` start with an underscore, which the standard allows.
    'valid-id': ['error', {relaxed: true}],
    // Relaxed to the HTML standard: a bare `&` is allowed when it cannot start a character reference
    // ("Rush & Cash"); an ambiguous one is still an error.
    'no-raw-characters': ['error', {relaxed: true}],
    // As in the standard preset: naming a list (`<ul aria-label="Közösségi média">`) is allowed by ARIA.
    'aria-label-misuse': ['error', {allowAnyNamable: true}],
    // `role="region"` on a <div> is kept: theme-common's skip link (used unchanged) wraps itself in one,
    // and a table's scroll wrapper is a region, not a section of the text's outline. Every region still
    // needs a unique name (unique-landmark).
    'prefer-native-element': ['error', {exclude: ['region']}],
  },
});
