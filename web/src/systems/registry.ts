// Game systems' client modules keyed by the API's `system` field
// (systems/module.ts says what each provides): the neutral client asks the
// module of the game or scenario it shows, so a second rules system (Musket
// & Saber) plugs in by adding its folder and one line here.
import { gbn3 } from './gbn3';
import { mns } from './mns';
import type { SystemModule } from './module';

export type { SystemModule };

const SYSTEMS: Record<string, SystemModule> = { gbn3, mns };

export function getSystem(id: string): SystemModule {
  const s = SYSTEMS[id];
  if (!s) throw new Error(`no client module for game system '${id}'`);
  return s;
}

/** Whether the client has a module for a system (the lobby lists only those). */
export function hasSystem(id: string): boolean {
  return id in SYSTEMS;
}
