/**
 * A strict little XML reader for tests: throws on anything not well-formed (unbalanced
 * or crossed tags, unquoted attributes, a bare `&` or `<` in text, an unknown entity,
 * more than one root) and returns the element tree. Enough to check a feed without a
 * dependency.
 */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

const ENTITY = /&(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);/g;
const NAME = '[A-Za-z_][\\w.:-]*';

function decode(raw: string, where: string): string {
  if (raw.includes('<')) throw new Error(`Bare < in ${where}`);
  const rest = raw.replace(ENTITY, '');
  if (rest.includes('&')) throw new Error(`Bare & or unknown entity in ${where}: ${raw.slice(0, 80)}`);
  return raw.replace(ENTITY, (e) => {
    const named: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&apos;': "'" };
    if (named[e]) return named[e];
    return String.fromCodePoint(e.startsWith('&#x') ? parseInt(e.slice(3, -1), 16) : parseInt(e.slice(2, -1), 10));
  });
}

export function parseXml(source: string): XmlElement {
  let text = source.replace(/^<\?xml[^?]*\?>\s*/, '');
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  const tag = new RegExp(`^<(/?)(${NAME})((?:\\s+${NAME}\\s*=\\s*(?:"[^"<]*"|'[^'<]*'))*)\\s*(/?)>`);
  while (text.length > 0) {
    const lt = text.indexOf('<');
    const chunk = lt === -1 ? text : text.slice(0, lt);
    if (chunk.length > 0) {
      if (stack.length === 0) {
        if (chunk.trim()) throw new Error(`Text outside the root: ${chunk.slice(0, 40)}`);
      } else stack[stack.length - 1].text += decode(chunk, `<${stack[stack.length - 1].name}>`);
    }
    if (lt === -1) break;
    text = text.slice(lt);
    const m = tag.exec(text);
    if (!m) throw new Error(`Malformed tag near: ${text.slice(0, 60)}`);
    text = text.slice(m[0].length);
    const [, closing, name, attrs, selfClosing] = m;
    if (closing) {
      const open = stack.pop();
      if (!open || open.name !== name) throw new Error(`</${name}> closes <${open?.name ?? 'nothing'}>`);
      continue;
    }
    const attributes: Record<string, string> = {};
    for (const a of attrs.matchAll(new RegExp(`(${NAME})\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'g'))) {
      if (a[1] in attributes) throw new Error(`Attribute ${a[1]} twice on <${name}>`);
      attributes[a[1]] = decode(a[2] ?? a[3], `${name}@${a[1]}`);
    }
    const element: XmlElement = { name, attributes, children: [], text: '' };
    if (stack.length === 0) {
      if (root) throw new Error('More than one root element');
      root = element;
    } else stack[stack.length - 1].children.push(element);
    if (!selfClosing) stack.push(element);
  }
  if (stack.length > 0) throw new Error(`<${stack[stack.length - 1].name}> is never closed`);
  if (!root) throw new Error('No root element');
  return root;
}

export const childrenNamed = (element: XmlElement, name: string) => element.children.filter((c) => c.name === name);
export const childNamed = (element: XmlElement, name: string) => childrenNamed(element, name)[0];
