/** Registration and login. The login form itself has no rules. */
export const authMessages = {
  required: 'Required',
  usernameTooShort: 'A username must be at least 3 character',
  usernameTooLong: 'A username cannot be longer than 25 characters',
  usernameSpecialCharacters:
    'A username cannot contain any special characters aside from dots, underscores and dashes',
  emailTooShort: 'The e-mail address must contain at least 5 characters',
  emailTooLong: 'The e-mail address cannot be longer than 50 characters',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must contain at least 8 characters',
  passwordTooLong: 'Password address cannot be longer than 50 characters',
  passwordsDoNotMatch: 'Password do not match',
  /** Not in the spec's catalogue (it says login failures are not shown); one neutral text for both causes. */
  invalidCredentials: 'Invalid username or password',
  usernameTaken: 'This username is already taken',
  /** Password change: the current password given is not the account's. */
  currentPasswordIncorrect: 'The current password is not correct',
  unauthenticated: 'You must be logged in',
  forbidden: 'You are not allowed to do this',
} as const;
