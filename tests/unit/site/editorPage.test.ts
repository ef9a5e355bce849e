import {editorPage} from '@site/site/editorPage';

describe("a page of the writers' editor", () => {
  it('is a whole document in its language, kept out of search engines, with its own head lines and body', () => {
    const html = editorPage({
      lang: 'hu',
      robots: 'noindex',
      title: 'Cím',
      head: '<link rel="icon" href="icon.svg">\n',
      body: '<p>Szöveg</p>\n',
    });
    expect(html).toMatch(/^<!doctype html>\n<html lang="hu">\n<head>\n<meta charset="utf-8">\n/);
    expect(html).toContain(
      '<meta name="robots" content="noindex">\n<title>Cím</title>\n<link rel="icon" href="icon.svg">\n</head>',
    );
    expect(html).toMatch(/<body>\n<p>Szöveg<\/p>\n<\/body>\n<\/html>\n$/);
  });

  it('has nothing between the title and the end of the head when it has no head lines', () => {
    expect(editorPage({lang: 'hu', robots: 'noindex', title: 'Cím', body: ''})).toContain(
      '<title>Cím</title>\n</head>',
    );
  });
});
