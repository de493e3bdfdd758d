import { createInterface } from 'node:readline/promises';

/** Asks for a secret on the terminal without echoing what is typed (plain input when piped). */
export async function askHidden(question: string): Promise<string> {
  const readline = createInterface({
    input: process.stdin,
    output: process.stdout,
    terminal: Boolean(process.stdin.isTTY),
  });
  // Readline echoes through this method: muted, the typed characters stay off the screen.
  (readline as unknown as { _writeToOutput(text: string): void })._writeToOutput = () => {};
  process.stdout.write(question);
  try {
    return await readline.question('');
  } finally {
    process.stdout.write('\n');
    readline.close();
  }
}
