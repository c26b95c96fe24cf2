import { messages } from './messages.ts';

/** zxcvbn's scores run from 0 (guessed at once) to 4; 3 is "safely unguessable: moderate protection from offline attacks". */
export const PASSWORD_MIN_STRENGTH = 3;

/** What zxcvbn-ts makes of a new password: whether it is strong enough, and its advice, in English. */
export interface PasswordStrength {
  strongEnough: boolean;
  /** What makes it guessable ("This is a top-10 common password"), when zxcvbn names something. */
  warning: string | null;
  suggestions: string[];
}

type Checker = (password: string, userInputs: string[]) => PasswordStrength;

let checker: Promise<Checker> | undefined;

/**
 * Loaded on the first judgement, not with this module: the dictionaries weigh about a megabyte, which the web app's
 * first load must not carry (its new-password fields call this once the player starts typing). zxcvbn-ts is the one
 * judge on both sides, so a password the form calls strong enough is one the server accepts.
 */
function loadChecker(): Promise<Checker> {
  checker ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common'), import('@zxcvbn-ts/language-en')]).then(
    ([{ ZxcvbnFactory }, common, english]) => {
      const zxcvbn = new ZxcvbnFactory({
        translations: english.translations,
        graphs: common.adjacencyGraphs,
        dictionary: { ...common.dictionary, ...english.dictionary },
      });
      return (password, userInputs) => {
        const { score, feedback } = zxcvbn.check(password, userInputs);
        return { strongEnough: score >= PASSWORD_MIN_STRENGTH, warning: feedback.warning, suggestions: feedback.suggestions };
      };
    },
  );
  return checker;
}

/** Starts loading the judge (a new-password field got the focus), so the first judgement needs no wait. */
export function preparePasswordJudge(): void {
  void loadChecker();
}

/** Who the password is for: their email, its local part and their names are the first words an attacker tries. */
export interface PasswordOwner {
  email?: string | undefined;
  fullName?: string | undefined;
}

const guessableWordsOf = ({ email, fullName }: PasswordOwner): string[] =>
  [email, email?.split('@')[0], ...(fullName?.split(/\s+/) ?? [])].filter((word): word is string => Boolean(word));

/**
 * The strength rule of a new password (registration, reset, change), beside the schemas' length rule. It is not a
 * refinement of newPasswordField: it is asynchronous (the lazy load above) while the server validates bodies with
 * zod's synchronous parse. The server judges every new password with it; the forms call it to advise as the
 * player types and to refuse a weak one before sending.
 */
export async function judgePasswordStrength(password: string, owner: PasswordOwner = {}): Promise<PasswordStrength> {
  return (await loadChecker())(password, guessableWordsOf(owner));
}

/** The field error for a password not strong enough: the refusal, then zxcvbn's warning and suggestions. */
export function passwordWeaknessMessage({ warning, suggestions }: PasswordStrength): string {
  return [messages.field.passwordTooWeak, warning, ...suggestions].filter(Boolean).join(' ');
}
