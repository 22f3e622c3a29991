import { configure } from '@testing-library/dom';

// A page under test is loaded on first use (its code split off, as in the app); on a busy two-core machine that load
// can take seconds, so the finders wait up to ten before calling an element missing.
configure({ asyncUtilTimeout: 10_000 });
