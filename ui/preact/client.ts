// The browser build's "react-dom/client" (see vite.config.ts): preact/compat's hydrateRoot with the three fixes React
// Router's <HydratedRouter> needs to hydrate a whole document rendered by React 19 on the server.
import { createElement, hydrate, Suspense } from "preact/compat";
import type { ComponentChild } from "preact";

/**
 * Preact maps a `document` container to `document.documentElement`, then looks for the root <html> vnode among
 * <html>'s own children and so renders a second <html> inside the first. This parent shows Preact the document
 * with <html> as its only child.
 *
 * React Router renders the root route's error boundary in place of the page (and the page in place of the error
 * boundary when the next navigation succeeds), so the root <Layout> and its <html> mount again. React 19 reuses
 * <html>, <head> and <body> as singletons; Preact creates a new <html>, so this parent makes the new one the
 * document's element. Preact removes the old one with `node.remove()`, which is harmless once it is detached.
 */
function documentParent(): Element {
  const html = () => document.documentElement;
  const adopt = (node: Node) => {
    const current = html();
    if (node === current) return node;
    if (!(node instanceof HTMLHtmlElement)) throw new Error("Only <html> can be the root of the document");
    if (current) document.replaceChild(node, current);
    else document.appendChild(node);
    return node;
  };
  const parent = {
    nodeType: 1,
    namespaceURI: html().namespaceURI,
    ownerDocument: document,
    get firstChild() {
      return html();
    },
    get childNodes() {
      return [html()];
    },
    insertBefore: adopt,
    appendChild: adopt,
    removeChild(node: Node) {
      return node;
    },
  };
  return parent as unknown as Element;
}

/**
 * React 19's server renderer hoists resource hints into <head>: the <link rel="modulepreload"> tags <Scripts />
 * renders in <body> (on the client it renders nothing once hydrated) and <link rel="preload" as="image"> for
 * images, placed before the site's own <link> tags. Preact hydrates by position and tag name without fixing
 * attributes, so it would take a preload for the icon or stylesheet <link> and drop the real stylesheet as an
 * extra node. The hints have done their work by now, so they are removed before hydrating (one that the client
 * tree renders itself, from a route's `links`, is simply created again).
 */
function dropHoistedPreloads() {
  for (const link of document.head.querySelectorAll('link[rel="modulepreload"], link[rel="preload"]')) link.remove();
}

export function hydrateRoot(container: Element | Document, children: ComponentChild) {
  if (container === document) dropHoistedPreloads();
  // <HydratedRouter> throws a promise (React's root-level suspension) until it has decoded the server state;
  // React retries the root, Preact needs a Suspense boundary, which keeps the server DOM while it waits.
  const target = container === document ? documentParent() : (container as Element);
  hydrate(createElement(Suspense, { fallback: null }, children as never), target);
  return {
    render() {
      throw new Error("render() after hydrateRoot is not supported in the Preact build");
    },
    unmount() {},
  };
}

export function createRoot(): never {
  throw new Error("createRoot is not used by this site");
}
