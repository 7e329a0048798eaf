/** A pendulum card's text in its two parts. */
export interface PendulumText {
  pendulumEffect: string;
  monsterText: string;
}

// The card data writes pendulum texts as "[ Pendulum Effect ] ... [ Monster Effect ] ..." (normal
// pendulums say "[ Flavor Text ]"), sometimes with a dashed rule between the parts.
const pendulumHeading = /\[\s*Pendulum Effect\s*\]/i;
const monsterHeading = /\[\s*(Monster Effect|Flavor Text)\s*\]/i;
const rule = /^-{3,}$/gm;

/** The pendulum effect and the monster text of a card text, or null when the text has no pendulum part. */
export function splitPendulumText(description: string): PendulumText | null {
  const pendulumAt = description.search(pendulumHeading);
  const monsterAt = description.search(monsterHeading);
  if (pendulumAt < 0 || monsterAt < 0 || monsterAt < pendulumAt) return null;
  const clean = (part: string) => part.replace(rule, '').trim();
  return {
    pendulumEffect: clean(description.slice(pendulumAt, monsterAt).replace(pendulumHeading, '')),
    monsterText: clean(description.slice(monsterAt).replace(monsterHeading, '')),
  };
}
