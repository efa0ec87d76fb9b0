/** Team: wire ↔ entity (client and server views) and the create/update input → wire. */
import type { Json, ServerTeam, Team } from './entities.js';
import { fromWire, toWire } from './entity-fields.js';

/** Team read shape (snake_case); the server view adds created_at_millis and server_metadata. */
export interface TeamWire {
  id: string;
  display_name: string;
  profile_image_url: string | null;
  client_metadata?: Json;
  client_read_only_metadata?: Json;
  created_at_millis?: number;
  server_metadata?: Json;
}

const TEAM = 'id displayName profileImageUrl clientMetadata clientReadOnlyMetadata';

/** The client view, or the server view when the wire carries it (created_at_millis). */
export const toTeam = (w: TeamWire): Team =>
  fromWire(w.created_at_millis === undefined ? TEAM : TEAM + ' createdAt serverMetadata', w);

export const toServerTeam = (w: TeamWire) => toTeam(w) as ServerTeam;

/** `teams.create` / `teams.update` fields. */
export interface TeamInput {
  displayName?: string;
  /** Client access: a base64 image data URL. */
  profileImageUrl?: string | null;
  clientMetadata?: Json;
  /** Server access only. */
  clientReadOnlyMetadata?: Json;
  /** Server access only. */
  serverMetadata?: Json;
  /** Create only: a user id or 'me'. Client access: always the current user. */
  creatorUserId?: string;
}

export const teamInputToWire = (input: TeamInput) => toWire(TEAM.slice(3) + ' serverMetadata creatorUserId', input);
