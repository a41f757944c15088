/** What the User page adds to the generic engine, under the name its schema (user.json) uses: the roles input. */
import { registerInput } from '../../crud/inputs/registry';
import { UserRolesInput } from './UserRolesInput';

registerInput('user.roles', UserRolesInput);
