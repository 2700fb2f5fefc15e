// The chosen language (English or French), remembered in localStorage, and
// t(key, params) with {name} placeholders.
import { en, type MessageKey } from './en';
import { fr } from './fr';

export type Lang = 'en' | 'fr';
export const DICTIONARIES: Record<Lang, Record<MessageKey, string>> = { en, fr };
const STORAGE_KEY = 'bohemia.lang';

function initialLang(): Lang {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    if (saved === 'en' || saved === 'fr') return saved;
  } catch {
    /* no storage (tests) */
  }
  const nav = typeof navigator !== 'undefined' ? navigator.language : 'en';
  return nav.toLowerCase().startsWith('fr') ? 'fr' : 'en';
}

let current: Lang = typeof window === 'undefined' ? 'en' : initialLang();

export function lang(): Lang {
  return current;
}

export function setLang(l: Lang): void {
  current = l;
  try {
    localStorage.setItem(STORAGE_KEY, l);
  } catch {
    /* ignore */
  }
}

export function format(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (m, k: string) => (k in params ? String(params[k]) : m));
}

export function t(key: MessageKey, params: Record<string, string | number> = {}): string {
  return format(DICTIONARIES[current][key] ?? en[key] ?? key, params);
}

export type { MessageKey };
