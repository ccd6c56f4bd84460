/**
 * Gallery group screens: the generated ones, with the cover photo picked from the group's thumbnails;
 * a group's own page uploads photos into it.
 */
import { Stack } from '@mui/material';
import type { ScreenProps } from '../../../domain/resource';
import { GenericCreate } from '../generic/GenericCreate';
import { GenericEdit } from '../generic/GenericEdit';
import type { RenderInput } from '../generic/GenericForm';
import { CoverPicker } from './CoverPicker';
import { GroupUpload } from './GroupUpload';

const renderInput: RenderInput = (name) =>
  name === 'cover_file_id' ? <CoverPicker source={name} /> : undefined;

export const create = ({ def }: ScreenProps) => <GenericCreate def={def} renderInput={renderInput} />;
export const edit = ({ def }: ScreenProps) => (
  <Stack spacing={2}>
    <GenericEdit def={def} renderInput={renderInput} />
    <GroupUpload />
  </Stack>
);
