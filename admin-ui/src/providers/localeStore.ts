import { localStorageStore, type Store } from 'react-admin';
import { getLocale, isLocale, setLocale, subscribeLocale } from '../i18n/locale';

/**
 * react-admin's store with its `locale` item served by i18n/locale.ts, so there is one current
 * language: `useLocaleState()` and `useSetLocale()` read and write the same value the public
 * pages, the API calls' `Accept-Language` and the server preference use. Every other item is
 * react-admin's usual localStorage store; resetting it at logout leaves the language alone.
 */
export function localeAwareStore(inner: Store = localStorageStore()): Store {
  return {
    ...inner,
    getItem: <T>(key: string, defaultValue?: T) => (key === 'locale' ? (getLocale() as T) : inner.getItem(key, defaultValue)),
    setItem: <T>(key: string, value: T) => {
      if (key !== 'locale') inner.setItem(key, value);
      else if (isLocale(value)) void setLocale(value);
    },
    removeItem: (key: string) => {
      if (key !== 'locale') inner.removeItem(key);
    },
    subscribe: (key: string, callback: (value: unknown) => void) =>
      key === 'locale' ? subscribeLocale(() => callback(getLocale())) : inner.subscribe(key, callback),
  };
}
