import type { ApiConfig } from '../config.js';
import type { Db } from '../db/client.js';
import type { ScreeningProvider } from './screening-provider.js';
import { screeningSimulator } from './screening-simulator.js';


export function createScreeningProvider(config: ApiConfig, db: Db): ScreeningProvider {
  switch (config.screeningProvider) {
    case 'simulator':
      return screeningSimulator(db);
  }
}
