/** The staff's stage photo page (calibration and review). */
export const STAGE_PHOTOS_PATH = '/menu/foto-panggung';
