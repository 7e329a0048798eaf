import {
  buttonStyles,
  componentTypes,
  customIdOf,
  discordLimits,
  type CustomIdFields,
  type CustomIdKind,
} from '@progression/contracts';

/** A button as Discord takes it in a message: one with a custom_id the bot answers, or a link. */
export type Button =
  | { type: 2; style: 1 | 2 | 3 | 4; label: string; custom_id: string }
  | { type: 2; style: 5; label: string; url: string };

/** A row of up to five buttons; a message holds up to five rows. */
export interface ActionRow {
  type: 1;
  components: Button[];
}

const label = (text: string) =>
  text.length <= discordLimits.buttonLabelLength
    ? text
    : `${text.slice(0, discordLimits.buttonLabelLength - 1)}…`;

/** A button whose click comes back to the bot with its kind and fields (declared in the contracts). */
export function actionButton<K extends CustomIdKind>(
  text: string,
  kind: K,
  fields: CustomIdFields<K>,
  style: 'primary' | 'secondary' | 'success' | 'danger' = 'secondary',
): Button {
  return {
    type: componentTypes.button,
    style: buttonStyles[style],
    label: label(text),
    custom_id: customIdOf(kind, fields),
  };
}

/** A button opening a page of the web app (no interaction comes back). */
export function linkButton(text: string, url: string): Button {
  return { type: componentTypes.button, style: buttonStyles.link, label: label(text), url };
}

/** One row of buttons (at most five). */
export const actionRow = (buttons: Button[]): ActionRow => ({
  type: componentTypes.actionRow,
  components: buttons,
});

/** Buttons laid out in rows as Discord allows them (5 a row, 5 rows; what does not fit is left out). */
export function rowsOf(buttons: Button[]): ActionRow[] {
  const rows: ActionRow[] = [];
  for (let start = 0; start < buttons.length; start += discordLimits.buttonsPerRow)
    rows.push(actionRow(buttons.slice(start, start + discordLimits.buttonsPerRow)));
  return rows.slice(0, discordLimits.actionRows);
}
