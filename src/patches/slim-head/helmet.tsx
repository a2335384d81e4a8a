/**
 * The client bundle's `react-helmet-async` (see ./index.ts): the `Helmet` and `HelmetProvider` that
 * Docusaurus's `<Head>` and client entry use, writing the same head. Each `<Head>` keeps its place
 * by when it first rendered, as react-helmet-async's do; after a commit the head is written once.
 */
import {useLayoutEffect, useState, type ReactNode} from 'react';
import {readChildren, reduceHead, TAGS, type Ask, type Attrs, type HeadState, type TagName} from './state';

/** The mounted `<Head>`s' asks, indexed by first render (a sparse array keeps that order). */
const mounted: Ask[] = [];
let rendered = 0;
let written = '';
let scheduled = false;
/** The attributes written on `<html>` and `<body>` last time, to remove those no longer asked. */
const managed: Record<'html' | 'body', string[]> = {html: [], body: []};

type AttributeTarget = Pick<Element, 'getAttribute' | 'setAttribute' | 'removeAttribute'>;

/** Writes `<html>`'s or `<body>`'s asked attributes, and removes those asked last time only. */
export function writeAttributes(element: AttributeTarget, which: 'html' | 'body', attrs: Attrs): void {
  const names = Object.keys(attrs);
  for (const name of names) {
    const value = String(attrs[name] || '');
    if (element.getAttribute(name) !== value) element.setAttribute(name, value);
  }
  for (const name of managed[which]) if (!names.includes(name)) element.removeAttribute(name);
  managed[which] = names;
}

/** Replaces one kind of tag written by a `<Head>` (`data-rh`), keeping the elements that are already right. */
function writeTags(type: TagName, tags: Attrs[]): void {
  const old = [...document.head.querySelectorAll(`${type}[data-rh]`)];
  const added: HTMLElement[] = [];
  for (const tag of tags) {
    const element = document.createElement(type);
    for (const [name, value] of Object.entries(tag)) {
      if (name === 'innerHTML') element.innerHTML = String(value);
      else if (name === 'cssText') element.append(String(value));
      else element.setAttribute(name, value === undefined ? '' : String(value));
    }
    element.setAttribute('data-rh', 'true');
    const same = old.findIndex((node) => element.isEqualNode(node));
    if (same >= 0) old.splice(same, 1);
    else added.push(element);
  }
  for (const node of old) node.remove();
  document.head.append(...added);
}

function write(): void {
  scheduled = false;
  const state: HeadState = reduceHead(mounted.filter(Boolean));
  const key = JSON.stringify(state);
  if (key === written) return;
  written = key;
  writeAttributes(document.documentElement, 'html', state.htmlAttributes);
  writeAttributes(document.body, 'body', state.bodyAttributes);
  if (state.title !== undefined && document.title !== state.title) document.title = state.title;
  for (const type of Object.keys(TAGS) as TagName[]) writeTags(type, state.tags[type]);
}

function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  queueMicrotask(write);
}

export function Helmet({children}: {children?: ReactNode}): null {
  const [order] = useState(() => rendered++);
  const ask = readChildren(children);
  useLayoutEffect(() => {
    mounted[order] = ask;
    schedule();
  });
  useLayoutEffect(
    () => () => {
      delete mounted[order];
      schedule();
    },
    [order],
  );
  return null;
}

export function HelmetProvider({children}: {children?: ReactNode}) {
  return <>{children}</>;
}
