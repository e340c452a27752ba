import * as migration_20261123_160047_initial from './20261123_160047_initial';

export const migrations = [
  {
    up: migration_20261123_160047_initial.up,
    down: migration_20261123_160047_initial.down,
    name: '20261123_160047_initial'
  },
];
