import type { ConformanceCase } from '../../types.js';
import { rootClient, rootRejectsQuery, rootUnauthenticated, rootWithUser } from './root-endpoint.js';
import { health, methodNotAllowed, unknownRoute } from './unknown-route.js';
import { corsOnResponses, corsPreflight } from './cors.js';
import { overrideErrorStatus, successHeaders } from './response-headers.js';
import {
  accessTypeRequired, accessTypeWithoutProject, insufficientAccessType, invalidAccessType, invalidKeys, keysRequired,
  keyWithoutAccessType, unknownProject,
} from './auth-order.js';
import { invalidJson, invalidUuidParam, nonUtf8Body, unknownBodyProperty, unknownContentType } from './body-parsing.js';
import { checkFeatureSupport } from './check-feature-support.js';
import { checkVersion } from './check-version.js';

export const envelopeCases: ConformanceCase[] = [
  rootUnauthenticated, rootClient, rootWithUser, rootRejectsQuery, unknownRoute, methodNotAllowed, health, corsPreflight, corsOnResponses,
  successHeaders, overrideErrorStatus, accessTypeRequired, keyWithoutAccessType, invalidAccessType, accessTypeWithoutProject,
  keysRequired, invalidKeys, unknownProject, insufficientAccessType, invalidJson, nonUtf8Body, unknownContentType, unknownBodyProperty,
  invalidUuidParam, checkFeatureSupport, checkVersion,
];
