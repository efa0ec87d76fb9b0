import type { ConformanceCase } from '../../types';
import { rootClient, rootRejectsQuery, rootUnauthenticated, rootWithUser } from './root-endpoint';
import { health, methodNotAllowed, unknownRoute } from './unknown-route';
import { corsOnResponses, corsPreflight } from './cors';
import { overrideErrorStatus, successHeaders } from './response-headers';
import {
  accessTypeRequired, accessTypeWithoutProject, insufficientAccessType, invalidAccessType, invalidKeys, keysRequired,
  keyWithoutAccessType, unknownProject,
} from './auth-order';
import { invalidJson, invalidUuidParam, nonUtf8Body, unknownBodyProperty, unknownContentType } from './body-parsing';
import { checkFeatureSupport } from './check-feature-support';
import { checkVersion } from './check-version';

export const envelopeCases: ConformanceCase[] = [
  rootUnauthenticated, rootClient, rootWithUser, rootRejectsQuery, unknownRoute, methodNotAllowed, health, corsPreflight, corsOnResponses,
  successHeaders, overrideErrorStatus, accessTypeRequired, keyWithoutAccessType, invalidAccessType, accessTypeWithoutProject,
  keysRequired, invalidKeys, unknownProject, insufficientAccessType, invalidJson, nonUtf8Body, unknownContentType, unknownBodyProperty,
  invalidUuidParam, checkFeatureSupport, checkVersion,
];
