import React, {useEffect, useRef, useState, type ComponentProps, type ReactNode} from 'react';

/**
 * A Markdown table. Tables scroll sideways when wider than the page (Infima: `display: block;
 * overflow: auto`), and a region that scrolls must be reachable by keyboard (WCAG 2.1.1): while
 * this one overflows it joins the tab order, so arrow keys scroll it; otherwise it stays out.
 */
export default function ScrollableTable(props: ComponentProps<'table'>): ReactNode {
  const ref = useRef<HTMLTableElement>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const table = ref.current;
    if (!table) return undefined;
    const measure = () => setOverflows(table.scrollWidth > table.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(table);
    return () => observer.disconnect();
  }, []);
  // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a region that scrolls must take focus (WCAG 2.1.1)
  return <table {...props} ref={ref} tabIndex={overflows ? 0 : undefined} />;
}
