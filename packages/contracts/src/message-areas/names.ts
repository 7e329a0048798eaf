/** Names users type and others read (modes, pools). */
export const namesMessages = {
  required: 'Enter a name',
  tooLong: (max: number) => `A name cannot be longer than ${max} characters`,
  controlCharacters: 'A name cannot contain line breaks, tabs or other control characters',
} as const;
