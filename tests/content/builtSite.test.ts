// The checks over the built site's HTML, one topic per file of ./built. They run in this one test file so that
// each page is read and parsed once for all of them (./htmlBuild.ts keeps what it reads); a topic alone is
// `npx jest tests/content/builtSite -t '<its describe name>'`.
import {describeAppOnDemand} from './built/appOnDemand';
import {describeBuiltPages} from './built/builtPages';
import {describeFontFiles} from './built/fontFiles';
import {describeHtmlChrome} from './built/htmlChrome';
import {describeHtmlHead} from './built/htmlHead';
import {describeImagePipeline} from './built/imagePipeline';
import {describeOfferText} from './built/offerText';
import {describeOnDemandStyles} from './built/onDemandStyles';
import {describeStatutoryNotice} from './built/statutoryNotice';
import {describeStructuredData} from './built/structuredData';
import {describeVisibleText} from './built/visibleText';

describeBuiltPages();
describeHtmlHead();
describeStructuredData();
describeHtmlChrome();
describeVisibleText();
describeOfferText();
describeStatutoryNotice();
describeImagePipeline();
describeFontFiles();
describeOnDemandStyles();
describeAppOnDemand();
