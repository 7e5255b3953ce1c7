import { roadmapsApi, SAMPLE_ROADMAP_ID } from '../../../features/roadmaps/roadmaps-api';
import type { RouteModule } from '../../route-module';

/** A page of a roadmap: the server renders it with data for the sample roadmap only (the one public roadmap). */
export const loadSampleRoadmap: RouteModule['loader'] = (store, { params }) =>
  params.roadmapId === SAMPLE_ROADMAP_ID
    ? [store.dispatch(roadmapsApi.endpoints.getRoadmap.initiate(SAMPLE_ROADMAP_ID))]
    : [];

/** A mission of the sample roadmap, as the render loaded it: its title and description. */
export const sampleMissionHead: RouteModule['headData'] = (state, { params }) => {
  if (params.roadmapId !== SAMPLE_ROADMAP_ID) return undefined;
  const roadmap = roadmapsApi.endpoints.getRoadmap.select(SAMPLE_ROADMAP_ID)(state).data;
  const milestone = roadmap?.milestones.find((candidate) => candidate.title === params.milestoneTitle);
  const mission = milestone?.missions.find((candidate) => candidate.id === params.missionId);
  return mission ? { kind: 'named', subject: { name: mission.title, summary: mission.description } } : undefined;
};
