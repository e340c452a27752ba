import * as migration_20261123_165101_initial from './20261123_165101_initial';

export const migrations = [
  {
    up: migration_20261123_165101_initial.up,
    down: migration_20261123_165101_initial.down,
    name: '20261123_165101_initial'
  },
];
