/**
 * Discord's own rules for what the bot sends, as its developer docs state them (Application Commands,
 * Message Components), written here apart from the bot's code so a bot that breaks one is refused as
 * Discord refuses it (400 "Invalid Form Body").
 */

const namePattern = /^[-_\p{Ll}\p{N}]{1,32}$/u;
const within = (text: unknown, min: number, max: number) =>
  typeof text === 'string' && text.length >= min && text.length <= max;

interface Option {
  type?: unknown;
  name?: unknown;
  description?: unknown;
  required?: unknown;
  choices?: unknown;
  autocomplete?: unknown;
}

/** The characters of a command's names, descriptions and choices, which Discord caps together. */
function combinedLength(command: { name?: unknown; description?: unknown; options?: unknown }): number {
  const text = (value: unknown) => (typeof value === 'string' ? value.length : 0);
  const options = (Array.isArray(command.options) ? command.options : []) as Option[];
  return (
    text(command.name) +
    text(command.description) +
    options.reduce((sum, option) => {
      const choices = (Array.isArray(option.choices) ? option.choices : []) as Array<{
        name?: unknown;
        value?: unknown;
      }>;
      return (
        sum +
        text(option.name) +
        text(option.description) +
        choices.reduce((inner, choice) => inner + text(choice.name) + text(choice.value), 0)
      );
    }, 0)
  );
}

/** Why Discord would refuse these global commands, or undefined when it takes them. */
export function commandsProblem(commands: unknown): string | undefined {
  if (!Array.isArray(commands) || commands.length > 100) return 'commands: at most 100';
  for (const command of commands as Array<{ name?: unknown; description?: unknown; options?: unknown }>) {
    if (typeof command.name !== 'string' || !namePattern.test(command.name))
      return `name ${String(command.name)}`;
    if (!within(command.description, 1, 100)) return `${command.name}: description of 1 to 100 characters`;
    const options = (command.options ?? []) as Option[];
    if (!Array.isArray(options) || options.length > 25) return `${command.name}: at most 25 options`;
    if (combinedLength(command) > 4000) return `${command.name}: at most 4000 characters in all`;
    let optionalSeen = false;
    for (const option of options) {
      const where = `${command.name}.${String(option.name)}`;
      if (typeof option.name !== 'string' || !namePattern.test(option.name)) return `${where}: name`;
      if (!within(option.description, 1, 100)) return `${where}: description of 1 to 100 characters`;
      if (option.required && optionalSeen) return `${where}: required options come first`;
      if (!option.required) optionalSeen = true;
      const choices = (option.choices ?? []) as Array<{ name?: unknown; value?: unknown }>;
      if (!Array.isArray(choices) || choices.length > 25) return `${where}: at most 25 choices`;
      if (choices.length && option.autocomplete) return `${where}: autocomplete and choices together`;
      for (const choice of choices)
        if (
          !within(choice.name, 1, 100) ||
          (typeof choice.value === 'string' && !within(choice.value, 1, 100))
        )
          return `${where}: choice of 1 to 100 characters`;
    }
  }
  return undefined;
}

/** Why Discord would refuse these message components, or undefined when it takes them. */
export function componentsProblem(rows: unknown): string | undefined {
  if (rows === undefined) return undefined;
  if (!Array.isArray(rows) || rows.length > 5) return 'components: at most 5 action rows';
  const customIds = new Set<string>();
  for (const row of rows as Array<{ type?: unknown; components?: unknown }>) {
    if (row.type !== 1) return 'components: rows of type 1';
    const buttons = row.components as Array<Record<string, unknown>>;
    if (!Array.isArray(buttons) || buttons.length < 1 || buttons.length > 5)
      return 'a row holds 1 to 5 buttons';
    for (const button of buttons) {
      if (button.type !== 2) return 'buttons only';
      if (!within(button.label, 1, 80)) return 'a label of 1 to 80 characters';
      if (button.style === 5) {
        if (button.custom_id !== undefined) return 'a link button has no custom_id';
        if (!within(button.url, 1, 512) || !/^https?:\/\//.test(button.url as string))
          return 'a link button needs a URL';
      } else {
        if (![1, 2, 3, 4].includes(button.style as number)) return 'a button style of 1 to 5';
        if (!within(button.custom_id, 1, 100)) return 'a custom_id of 1 to 100 characters';
        if (customIds.has(button.custom_id as string)) return 'custom_ids unique in a message';
        customIds.add(button.custom_id as string);
      }
    }
  }
  return undefined;
}
