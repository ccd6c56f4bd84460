import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import {
  Box,
  Chip,
  FormControlLabel,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import { useLocaleFormat } from '../../layout/useLocaleFormat';
import { usePermissions } from '../usePermissions';
import { holds } from '../../../domain/access';
import { permissionName } from '../../../domain/resource';
import { perguruanTinggi } from '../../../domain/resources';
import { setFaceSearch, type FaceAdminStatus } from './api';

/** Per perguruan tinggi: face search on or off (a switch for who may edit it), opted-in and enrolled counts. */
export function FaceSwitchTable({
  rows,
  onChanged,
}: {
  rows: FaceAdminStatus['perguruan_tinggi'];
  onChanged: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const format = useLocaleFormat();
  // The switch beside the counts: the perguruan tinggi's own setting, for who may edit it.
  const canSwitch = holds(usePermissions(), permissionName(perguruanTinggi, 'update'));
  const [switching, setSwitching] = useState(false);
  const toggle = async (ptId: number, on: boolean) => {
    setSwitching(true);
    try {
      await setFaceSearch(ptId, on);
      onChanged();
    } catch (err) {
      notify((err as Error).message, { type: 'error' });
    } finally {
      setSwitching(false);
    }
  };

  return (
    <Box sx={{ overflowX: 'auto', marginBlockEnd: 1 }}>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{translate('app.faces.admin.pt')}</TableCell>
            <TableCell>{translate('app.faces.admin.state')}</TableCell>
            <TableCell align="right">{translate('app.faces.admin.opted_in')}</TableCell>
            <TableCell align="right">{translate('app.faces.admin.enrolled')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((pt) => (
            <TableRow key={pt.id}>
              <TableCell>{pt.nama}</TableCell>
              <TableCell>
                {canSwitch ? (
                  <FormControlLabel
                    control={
                      <Switch
                        size="small"
                        checked={pt.face_search}
                        disabled={switching}
                        onChange={(e) => void toggle(pt.id, e.target.checked)}
                        slotProps={{
                          input: { 'aria-label': translate('app.faces.admin.switch', { pt: pt.nama }) },
                        }}
                      />
                    }
                    label={translate(pt.face_search ? 'app.faces.admin.on' : 'app.faces.admin.off')}
                  />
                ) : (
                  <Chip
                    size="small"
                    color={pt.face_search ? 'success' : 'default'}
                    label={translate(pt.face_search ? 'app.faces.admin.on' : 'app.faces.admin.off')}
                  />
                )}
              </TableCell>
              <TableCell align="right">{format.count(pt.opted_in)}</TableCell>
              <TableCell align="right">{format.count(pt.enrolled)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
