/**
 * The Auth Emulator "sends" email and SMS by logging them. This turns those
 * lines into what a person needs at the terminal: the code, or the link
 * pointed at the app's own /auth/action page instead of the emulator's.
 */
export function personFacingMessage(line: string, appUrl: string): string | null {
  const code = /(To (?:verify the phone number|enroll MFA with|sign in with MFA using) .+?, use the code \d+\.)/.exec(
    line,
  );
  if (code?.[1]) return `SMS  ${code[1]}`;
  const link = /(To .+?), follow this link: (\S+)/.exec(line);
  if (!link?.[1] || !link[2]) return null;
  const emailed = new URL(link[2].replace(/&newPassword=NEW_PASSWORD_HERE$/, ''));
  return `MAIL ${link[1]}, open ${appUrl}/auth/action${emailed.search}`;
}
