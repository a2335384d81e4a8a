// Wraps the Markdown components: tables that scroll sideways become reachable by keyboard (axe scrollable-region-focusable, WCAG 2.1.1).
import MDXComponents from '@theme-original/MDXComponents';
import ScrollableTable from '../components/ScrollableTable';

export default {...MDXComponents, table: ScrollableTable};
