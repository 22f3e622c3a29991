import type { CommonPasswords } from '@storykeep/core';

/**
 * The common-password list of zxcvbn-ts (`@zxcvbn-ts/language-common`, MIT: about 49,000 passwords from public breach
 * corpora, most used first), read from the installed package once, on the first password set after start, and kept
 * in memory as a set. Nothing leaves the server: no outside service sees a password, and the web app never loads it.
 */
export function bundledCommonPasswords(): CommonPasswords {
  let list: Promise<Set<string>> | undefined;
  const load = async () => {
    const { dictionary } = await import('@zxcvbn-ts/language-common');
    return new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  };
  return {
    async isCommon(password) {
      list ??= load();
      return (await list).has(password.toLowerCase());
    },
  };
}
