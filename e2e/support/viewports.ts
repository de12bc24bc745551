/**
 * The laptop widths the back-office must hold without a sideways scroll (issue 26): the narrowest
 * laptop still in use and the most common one. The width walk (journeys/laptop-widths) opens every
 * page at both; a few key journeys run at the narrow one; `BALCAO_E2E_WIDTH=1024` runs every
 * journey that keeps the default viewport at that width (docs/decisions/2026-12-05-jornadas-em-larguras-de-notebook.md).
 */
export const LAPTOP_WIDTHS = [1024, 1366] as const;

export type LaptopWidth = (typeof LAPTOP_WIDTHS)[number];

const HEIGHT: Record<LaptopWidth, number> = { 1024: 768, 1366: 768 };

export function laptopViewport(width: LaptopWidth) {
  return { width, height: HEIGHT[width] };
}

/** The viewport of a journey that does not ask for one: 1280×800, or the width the run asks for. */
export function defaultViewport() {
  const asked = Number(process.env.BALCAO_E2E_WIDTH);
  return { width: Number.isInteger(asked) && asked > 0 ? asked : 1280, height: 800 };
}
