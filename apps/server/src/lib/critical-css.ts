/*
 * The styles a written page needs for its first paint (ADR 0030): the rules of the app's style
 * sheet whose classes are all in the page's HTML, sent inside the page. The sheet itself (150 Ko,
 * 19 Ko compressed) then no longer holds the first paint back by a round trip: the page loads it
 * with the app's code, once painted (apps/web/public/start.js).
 *
 * A rule is kept unless it names a class the page does not use, or the dark colour scheme the page
 * is not in: keeping one too many costs bytes, dropping one the page needs would draw it wrongly
 * until the sheet arrives, so every doubt keeps the rule (the e2e test compares both paints).
 */

interface StyleBlock {
  /** A selector list, or an at-rule's prelude ('@media …'). */
  prelude: string;
  body: string;
}

type Rule =
  | { kind: 'style'; selectors: Array<{ text: string; classes: string[] }>; body: string }
  | { kind: 'group'; prelude: string; rules: Rule[] }
  | { kind: 'keyframes'; name: string; text: string }
  | { kind: 'other'; text: string };

/**
 * The top-level blocks of a style sheet, minified by the build (no braces in its strings). A
 * statement at-rule (`@layer a,b;`, `@import …;`) is a block without a body.
 */
function blocksOf(css: string): StyleBlock[] {
  const blocks: StyleBlock[] = [];
  let at = 0;
  while (at < css.length) {
    const open = css.indexOf('{', at);
    if (open === -1) break;
    const statementEnd = css.indexOf(';', at);
    if (css.slice(at).trimStart().startsWith('@') && statementEnd !== -1 && statementEnd < open) {
      blocks.push({ prelude: css.slice(at, statementEnd + 1).trim(), body: '' });
      at = statementEnd + 1;
      continue;
    }
    let depth = 1;
    let end = open + 1;
    for (; end < css.length && depth > 0; end += 1) {
      if (css[end] === '{') depth += 1;
      else if (css[end] === '}') depth -= 1;
    }
    blocks.push({ prelude: css.slice(at, open).trim(), body: css.slice(open + 1, end - 1) });
    at = end;
  }
  return blocks;
}

/** Splits at the commas outside brackets and parentheses. */
function splitSelectors(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const character of list) {
    if (character === '(' || character === '[') depth += 1;
    else if (character === ')' || character === ']') depth -= 1;
    if (character === ',' && depth === 0) {
      parts.push(current);
      current = '';
    } else current += character;
  }
  parts.push(current);
  return parts;
}

/**
 * What a selector says of classes the element must carry: not those of :not(), nor in attribute
 * values. None when in doubt (an escaped character, alternatives inside :is(), :where() or
 * :has()): the rule is kept.
 */
function requiredClasses(selector: string): string[] {
  if (selector.includes('\\') || /\([^)]*,/.test(selector)) return [];
  let text = selector;
  for (let at = text.indexOf(':not('); at !== -1; at = text.indexOf(':not(')) {
    let depth = 0;
    let end = at + 4;
    for (; end < text.length; end += 1) {
      if (text[end] === '(') depth += 1;
      else if (text[end] === ')' && --depth === 0) break;
    }
    text = text.slice(0, at) + text.slice(end + 1);
  }
  text = text.replace(/\[[^\]]*\]/g, '');
  return [...text.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]!);
}

const DARK_SCHEME = /\[data-mantine-color-scheme=["']?dark/;
const GROUPS = /^@(media|supports|layer|container)\b/;

function parse(css: string): Rule[] {
  return blocksOf(css).map((block): Rule => {
    if (block.body === '' && block.prelude.endsWith(';')) return { kind: 'other', text: block.prelude };
    if (GROUPS.test(block.prelude)) return { kind: 'group', prelude: block.prelude, rules: parse(block.body) };
    const keyframes = /^@(?:-webkit-)?keyframes\s+([\w-]+)/.exec(block.prelude);
    if (keyframes) return { kind: 'keyframes', name: keyframes[1]!, text: `${block.prelude}{${block.body}}` };
    if (block.prelude.startsWith('@')) return { kind: 'other', text: `${block.prelude}{${block.body}}` };
    return {
      kind: 'style',
      body: block.body,
      selectors: splitSelectors(block.prelude)
        .filter((text) => !DARK_SCHEME.test(text))
        .map((text) => ({ text: text.trim(), classes: requiredClasses(text) })),
    };
  });
}

/** The classes of a page's HTML (React writes them as class="…"). */
export function classesOf(html: string): Set<string> {
  const classes = new Set<string>();
  for (const match of html.matchAll(/\bclass="([^"]*)"/g))
    for (const name of match[1]!.split(/\s+/)) if (name) classes.add(name);
  return classes;
}

/** The style sheet, read once: gives the rules a page's HTML needs, in the sheet's order. */
export function criticalStyles(css: string): (html: string) => string {
  // Comments out first: one before a rule would read as part of its selector.
  const rules = parse(css.replace(/\/\*[\s\S]*?\*\//g, ''));
  return (html) => {
    const classes = classesOf(html);
    const write = (list: Rule[]): string => {
      let out = '';
      for (const rule of list) {
        if (rule.kind === 'style') {
          const kept = rule.selectors.filter((selector) => selector.classes.every((name) => classes.has(name)));
          if (kept.length > 0) out += `${kept.map((selector) => selector.text).join(',')}{${rule.body}}`;
        } else if (rule.kind === 'group') {
          const inner = write(rule.rules);
          if (inner) out += `${rule.prelude}{${inner}}`;
        } else if (rule.kind === 'other') out += rule.text;
      }
      return out;
    };
    const styles = write(rules);
    // The animations the kept rules name (a loader drawn by the server turns as it will).
    const animations = rules.filter(
      (rule): rule is Extract<Rule, { kind: 'keyframes' }> =>
        rule.kind === 'keyframes' && new RegExp(`(^|[^\\w-])${rule.name}([^\\w-]|$)`).test(styles),
    );
    return styles + animations.map((rule) => rule.text).join('');
  };
}
