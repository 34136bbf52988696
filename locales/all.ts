// Every language's strings at once: for the worker, which renders every market (locales/index.ts).
import {de} from './de';
import {en} from './en';
import {fr} from './fr';
import {it} from './it';
import {nl, type Strings} from './nl';
import type {Language} from '~/markets/markets';

export const ALL_STRINGS: Record<Language, Strings> = {nl, de, en, it, fr};
