/**
 * Runs cognito-local (the local stand-in for the staff user pool) with our patches (cognito-local-patches.ts). Started
 * by startCognito (cognito.ts) as its own process, in the data folder: cognito-local keeps its data in ./.cognito.
 */
import { createRequire } from 'node:module';
import { patchCognitoLocal } from './cognito-local-patches.ts';

const require = createRequire(import.meta.url);
const { Targets } = require('cognito-local/lib/targets/targets.js') as { Targets: Parameters<typeof patchCognitoLocal>[0] };
const errors = require('cognito-local/lib/errors.js') as Parameters<typeof patchCognitoLocal>[1];

patchCognitoLocal(Targets, errors);
// cognito-local's own entry point: reads .cognito/config.json, serves on PORT and HOST.
require('cognito-local/lib/bin/start.js');
