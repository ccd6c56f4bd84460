/**
 * The plugins' words that come with a language (domain/config/pluginWords.ts): loaded beside the
 * language's messages, which the app awaits before it renders, and written into the declarations'
 * labels; the language's resource messages (`resources.<name>.*`) are then built anew from them.
 * A module of its own, loaded with the declarations, so the entry carries neither.
 */
import { PLUGIN_LAZY_WORDS } from '../../domain/resources';
import { loadLazyWords } from '../../domain/config/pluginWordsLoad';
import { currentResourceMessages } from '../../domain/i18n/resourceMessages';
import { mergeMessages } from './merge';

/** Loads this installation's plugin words of `language`; true when there were any. */
export const loadPluginWords = (language: string): Promise<boolean> =>
  loadLazyWords(PLUGIN_LAZY_WORDS, language);

/** The language's messages, its resource messages built again once plugin words were loaded. */
export function withPluginMessages<M extends object>(messages: M, language: string): M {
  const words = currentResourceMessages(language);
  if (!words) return messages;
  return mergeMessages(messages, { plugins: { default: { resources: words.resources } } }) as M;
}
