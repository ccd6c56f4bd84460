/** Gallery group screens: the generated ones, with the cover photo picked from the group's thumbnails. */
import { fileGroup } from '../../../domain/resources';
import { GenericCreate } from '../generic/GenericCreate';
import { GenericEdit } from '../generic/GenericEdit';
import type { RenderInput } from '../generic/GenericForm';
import type { ScreenOverrides } from '../overrides';
import { CoverPicker } from './CoverPicker';

const renderInput: RenderInput = (name) =>
  name === 'cover_file_id' ? <CoverPicker source={name} /> : undefined;

export const fileGroupScreens: ScreenOverrides = {
  create: <GenericCreate def={fileGroup} renderInput={renderInput} />,
  edit: <GenericEdit def={fileGroup} renderInput={renderInput} />,
};
