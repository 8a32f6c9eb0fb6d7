import { Fragment, isValidElement, type ReactNode } from "react";

/**
 * The HTML of a rendered Markdown report's element tree (markdown-elements.tsx), as React's
 * `renderToStaticMarkup` would write it, for a tree of the shapes react-markdown makes: host
 * elements, fragments and the renderer's function components. `react-dom/server` is not available
 * in React's server graph, where reports render; the report then travels as one string per part
 * instead of an element tree (docs/architecture.md, "Markdown").
 *
 * Only the attributes the renderer sets are written; any other prop (an event handler, `style`,
 * `dangerouslySetInnerHTML`) is left out, so the string can hold nothing the element tree's rules
 * did not allow. A node of another kind (a class, a lazy or context element) is an error.
 */
export function staticMarkup(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === "boolean") return "";
  if (typeof node === "string" || typeof node === "number") return escapeHtml(String(node));
  if (Array.isArray(node)) return node.map(staticMarkup).join("");
  if (!isValidElement<Record<string, unknown>>(node)) {
    throw new TypeError(`A report cannot hold a ${typeof node} node`);
  }
  const { type, props } = node;
  if (type === Fragment) return staticMarkup(props.children as ReactNode);
  if (typeof type === "function" && !type.prototype?.isReactComponent) {
    return staticMarkup((type as (props: unknown) => ReactNode)(props));
  }
  if (typeof type !== "string" || !TAG.test(type)) {
    throw new TypeError("A report holds only HTML elements and plain function components");
  }
  const open = `<${type}${attributes(props)}`;
  if (VOID_ELEMENTS.has(type)) return `${open}/>`;
  return `${open}>${staticMarkup(props.children as ReactNode)}</${type}>`;
}

const TAG = /^[a-z][a-z0-9]*$/;

const VOID_ELEMENTS = new Set(["br", "hr", "img", "input", "wbr"]);

/** Props written under their own name: what react-markdown and the renderer's components set. */
const PLAIN = new Set(["href", "title", "src", "alt", "id", "start", "type", "target", "rel"]);
const BOOLEAN = new Set(["disabled"]);
const DATA_OR_ARIA = /^(?:data|aria)-[a-z][a-z-]*$/;

function attributes(props: Record<string, unknown>): string {
  let out = "";
  for (const [name, value] of Object.entries(props)) {
    if (value === null || value === undefined) continue;
    if (name === "checked") continue;
    if (BOOLEAN.has(name)) {
      if (value === true) out += ` ${name}=""`;
    } else if (name === "className") {
      out += attribute("class", value);
    } else if (PLAIN.has(name) || DATA_OR_ARIA.test(name)) {
      out += attribute(name, value);
    }
  }
  // React writes a checkbox's state after its other attributes.
  return props.checked === true ? `${out} checked=""` : out;
}

function attribute(name: string, value: unknown): string {
  if (typeof value !== "string" && typeof value !== "number" && typeof value !== "boolean") {
    return "";
  }
  return ` ${name}="${escapeHtml(String(value))}"`;
}

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#x27;",
};

/** React's own escaping of text and attribute values: the five characters HTML gives meaning. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character]);
}
