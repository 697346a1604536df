// A JSX runtime that builds real DOM nodes, for the client portal's own small bundle (issue 27
// item 5, docs/decisions/051): the page is a few dozen elements drawn once per answer, so React
// (about 60 KB gzipped by itself, the portal's whole budget) buys nothing here. A file opts in
// with `/** @jsxImportSource @/portal/dom */`. Text always becomes a text node, never HTML.

export type Child = Node | string | number | boolean | null | undefined | readonly Child[];
type Props = { children?: Child } & Record<string, unknown>;
type Component<P> = (props: P) => Node;

function append(parent: Node, child: Child): void {
  if (child === null || child === undefined || typeof child === 'boolean') return;
  if (Array.isArray(child)) {
    for (const item of child as readonly Child[]) append(parent, item);
    return;
  }
  parent.appendChild(child instanceof Node ? child : document.createTextNode(String(child)));
}

/** `<tag …>` or `<Component …>`: attributes as given, `on…` functions as listeners, `ref` called with the node. */
export function jsx<P extends Props>(type: string | Component<P>, props: P): Node {
  if (typeof type === 'function') return type(props);
  const element = document.createElement(type);
  for (const [name, value] of Object.entries(props)) {
    if (name === 'children' || value === null || value === undefined || value === false) continue;
    if (name === 'ref' && typeof value === 'function') value(element);
    else if (name.startsWith('on') && typeof value === 'function')
      element.addEventListener(name.slice(2).toLowerCase(), value as EventListener);
    else element.setAttribute(name === 'className' ? 'class' : name, value === true ? '' : String(value));
  }
  append(element, props.children);
  return element;
}

export const jsxs = jsx;

export function Fragment(props: { children?: Child }): Node {
  const fragment = document.createDocumentFragment();
  append(fragment, props.children);
  return fragment;
}

// eslint-disable-next-line @typescript-eslint/no-namespace
export namespace JSX {
  export type Element = Node;
  export interface ElementChildrenAttribute {
    children: unknown;
  }
  export interface IntrinsicElements {
    [tag: string]: { children?: Child; class?: string; ref?: (node: HTMLElement) => void } & Record<
      string,
      unknown
    >;
  }
}
