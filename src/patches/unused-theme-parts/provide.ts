// Imported by every Markdown page with `<details>` (this patch's remark plugin): the collapsible
// block comes with the page's content, which Docusaurus loads before it renders.
import Details from '@theme/MDXComponents/Details';
import {provideDetails} from './Details';

provideDetails(Details);
