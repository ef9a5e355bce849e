/** The Snowball stemmers of NLP.js, one file each (the packages' index would bring their whole toolkit). */
declare module '@nlpjs/lang-hu/src/stemmer-hu' {
  export default class StemmerHu {
    stemWord(word: string): string;
  }
}
declare module '@nlpjs/lang-en-min/src/stemmer-en' {
  export default class StemmerEn {
    stemWord(word: string): string;
  }
}
