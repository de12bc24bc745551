import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe-core in the page and throws on serious or critical violations, naming each. */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  // A control that just changed state may be mid-transition (a button turning enabled fades its colours):
  // axe would read the colours half-way, which no user is left looking at. After a frame for styles to
  // settle, wait for every finite animation and transition to end (a spinner's infinite one never does).
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const finite = document
      .getAnimations()
      .filter((a) => a.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY);
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
  });
  // Evaluated through the debugging protocol: the sandbox's CSP refuses an inline <script> tag.
  await page.evaluate(axeSource);
  const violations = (await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(): Promise<{ violations: unknown[] }> } }).axe;
    return (await axe.run()).violations;
  })) as AxeViolation[];
  const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  if (blocking.length > 0) {
    const lines = blocking.map(
      (v) => `${v.impact} ${v.id}: ${v.help} em ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
    throw new Error(`Acessibilidade (${label}):\n${lines.join('\n')}`);
  }
}
