/**
 * "Once per component state" for the stories' axe check: a state is the document's shape after the play function
 * (elements, their attributes and classes, where text is; not the words, nor pixel sizes measured from them) at the
 * page's size, so a story again in another language, whose English story left the same shape at the same size, is
 * not checked again; a variant at a size no English story has is a state of its own. Each state is claimed by a file
 * under test-output/axe-states/RUN/ (the test-runner's workers are processes); without AXE_RUN every story is checked.
 */
import { createHash } from 'node:crypto';
import { closeSync, mkdirSync, openSync, writeSync } from 'node:fs';
import path from 'node:path';
import type { TestRunnerConfig } from '@storybook/test-runner';

type Page = Parameters<NonNullable<TestRunnerConfig['postVisit']>>[0];

/** Attributes whose value is words of the interface language (or generated ids): only whether one is there counts. */
const WORDS = [
  'aria-label',
  'aria-description',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
  'title',
  'placeholder',
  'alt',
  'value',
  'id',
  'for',
  'aria-labelledby',
  'aria-describedby',
  'aria-controls',
  'aria-owns',
  'aria-activedescendant',
  'lang',
  'download',
];

/** The shape of the document's body, written in the page (a self-contained function, sent to the browser). */
function bodyShape(words: string[]): string {
  const out: string[] = [];
  const walk = (node: Node, depth: number) => {
    if (node.nodeType === Node.TEXT_NODE) {
      if (node.textContent?.trim()) out.push(`${depth}#text`);
      return;
    }
    if (!(node instanceof Element)) return;
    const attributes = [...node.attributes]
      .map((attribute) =>
        words.includes(attribute.name)
          ? `${attribute.name}${attribute.value ? '=*' : ''}`
          : // sizes a script measured from the words (a chart's axis, a popover's place) are not a state either
            `${attribute.name}=${attribute.value.replace(/-?\d+(\.\d+)?px/g, 'px')}`,
      )
      .sort();
    out.push(`${depth}<${node.tagName.toLowerCase()} ${attributes.join(' ')}>`);
    for (const child of node.childNodes) walk(child, depth + 1);
  };
  walk(document.body, 0);
  return out.join('\n');
}

/** Whether this is the run's first visit of the page's present state (and claims it); always true without AXE_RUN. */
export async function firstVisitOfState(page: Page): Promise<boolean> {
  const run = process.env.AXE_RUN;
  if (!run) return true;
  const size = page.viewportSize();
  const shape = await page.evaluate(bodyShape, WORDS);
  const key = createHash('sha256').update(`${size?.width}x${size?.height}\n${shape}`).digest('hex').slice(0, 32);
  const dir = path.join('test-output', 'axe-states', run);
  mkdirSync(dir, { recursive: true });
  let file: number;
  try {
    file = openSync(path.join(dir, key), 'wx');
  } catch {
    return false;
  }
  // the shape itself, for a reader wondering why two stories count as two states
  writeSync(file, `${size?.width}x${size?.height}\n${shape}\n`);
  closeSync(file);
  return true;
}
